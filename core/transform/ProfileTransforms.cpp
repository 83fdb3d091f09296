// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/transform/ProfileTransforms.h"

#include "core/analysis/FunctionLookup.h"
#include "core/model/PartMask.h"
#include "core/text/RegexMatch.h"
#include "core/transform/TransformSteps.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>

namespace tally::transforms {

namespace {

QString tr(const char* text)
{
    return QCoreApplication::translate("Transform", text);
}

FlatProfile flatOf(const Profile& profile)
{
    FlatProfile::Options options;
    options.detectCycles = true;
    options.parts = PartMask::all(profile.partCount());
    return FlatProfile(profile, options);
}

// The one function `target` names, or an error; `unknown` says whether it names none.
FunctionId findOne(const Profile& profile, const FlatProfile& flat, const QString& target,
                   QString* error, bool* unknown)
{
    const functionlookup::Result found = functionlookup::find(profile, flat, target);
    *unknown = found.status == functionlookup::Status::Unknown;
    if (found.status == functionlookup::Status::Found && found.function.isValid())
        return found.function;
    if (found.namesCycle) {
        *error = found.status == functionlookup::Status::Found
                     ? tr("'%1' is a recursion cycle, not a function").arg(target)
                     : tr("no recursion cycle is named '%1'").arg(target);
        return {};
    }
    QStringList names;
    for (const FunctionId f : found.candidates)
        names << functionlookup::selector(profile, f);
    if (found.status == functionlookup::Status::Ambiguous) {
        *error = tr("'%1' matches %2 functions: %3 (name one as NAME@FILE, or use re:REGEX)")
                     .arg(target)
                     .arg(found.matchCount)
                     .arg(names.join(QStringLiteral(", ")));
        return {};
    }
    *error = names.isEmpty() ? tr("no function matches '%1'").arg(target)
                             : tr("no function matches '%1' (did you mean %2?)")
                                   .arg(target, names.join(QStringLiteral(", ")));
    return {};
}

std::shared_ptr<const Profile> step(const std::shared_ptr<const Profile>& source,
                                    const FlatProfile& flat, TransformKind kind, FunctionId f,
                                    QString* error)
{
    const Profile& profile = *source;
    const std::array<FunctionId, 1> targets{f};
    TransformRows rows = kind == TransformKind::Focus ? transformsteps::focus(profile, flat, f)
                         : kind == TransformKind::Drop
                             ? transformsteps::drop(profile, flat, targets)
                             : transformsteps::merge(profile, targets);
    if (!rows.error.isEmpty()) {
        *error = rows.error;
        return nullptr;
    }
    return transformrows::makeProfile(source, std::move(rows));
}

// A focus on what the profile lacks: nothing flows from it, so nothing is left.
std::shared_ptr<const Profile> emptied(const std::shared_ptr<const Profile>& profile)
{
    TransformRows rows = transformrows::copy(*profile);
    std::fill(rows.removed.begin(), rows.removed.end(), char(1));
    return transformrows::makeProfile(profile, std::move(rows));
}

std::shared_ptr<const Profile> collapseObject(const std::shared_ptr<const Profile>& profile,
                                              const QString& target, QString* error)
{
    // The objects named: by their path or their file name.
    const QByteArray wanted = target.toUtf8();
    const std::string_view name(wanted.constData(), std::size_t(wanted.size()));
    std::vector<FunctionId> members;
    StringId object;
    // By object string: 1 named, 2 not, 0 not looked at yet (objects are few, functions many).
    std::vector<char> named(profile->strings().size(), 0);
    for (const FunctionId f : profile->functionIds()) {
        const StringId o = profile->function(f).object;
        char& known = named[o.index()];
        if (known == 0) {
            const std::string_view path = profile->string(o);
            const auto slash = path.rfind('/');
            const std::string_view fileName =
                slash == std::string_view::npos ? path : path.substr(slash + 1);
            known = !path.empty() && (path == name || fileName == name) ? 1 : 2;
        }
        if (known == 1) {
            members.push_back(f);
            if (!object.isValid())
                object = o;
        }
    }
    if (members.empty()) {
        *error = tr("no function's object is '%1'").arg(target);
        return {};
    }
    const std::string_view path = profile->string(object);
    const auto slash = path.rfind('/');
    const std::string fileName(slash == std::string_view::npos ? path : path.substr(slash + 1));
    return transformrows::makeProfile(
        profile, transformsteps::collapse(*profile, members, object, fileName));
}

// The profile the transforms have made so far, and its flat profile: the one the caller gave
// for the first, then worked out when a transform asks for it.
class Current
{
public:
    Current(std::shared_ptr<const Profile> profile, std::shared_ptr<const FlatProfile> flat)
        : m_profile(std::move(profile)), m_flat(std::move(flat))
    {}

    const std::shared_ptr<const Profile>& profile() const { return m_profile; }
    const FlatProfile& flat()
    {
        if (!m_flat || m_flat->functionCount() != m_profile->functionCount())
            m_flat = std::make_shared<const FlatProfile>(flatOf(*m_profile));
        return *m_flat;
    }
    void advance(std::shared_ptr<const Profile> next)
    {
        if (next != m_profile)
            m_flat.reset();
        m_profile = std::move(next);
    }

private:
    std::shared_ptr<const Profile> m_profile;
    std::shared_ptr<const FlatProfile> m_flat;
};

} // namespace

Outcome apply(std::shared_ptr<const Profile> profile, std::span<const Transform> list,
              std::stop_token stop, std::shared_ptr<const FlatProfile> flat, Absent absent)
{
    Outcome outcome;
    Current current(std::move(profile), std::move(flat));
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (stop.stop_requested()) {
            outcome.canceled = true;
            return outcome;
        }
        const Transform& transform = list[i];
        const auto fail = [&](QString error) {
            outcome.error = std::move(error);
            outcome.failed = int(i);
            return outcome;
        };
        QString error;
        // A target this profile lacks, where that is allowed: noted, and the profile kept (a
        // focus leaves nothing).
        const auto lacking = [&](const QString& why) {
            outcome.absent.push_back({int(i), why});
            if (transform.kind == TransformKind::Focus)
                current.advance(emptied(current.profile()));
        };
        const bool allowed = absent == Absent::LeavesItAlone;
        if (transform.kind == TransformKind::CollapseObject) {
            auto next = collapseObject(current.profile(), transform.target, &error);
            if (!next && allowed) {
                lacking(error);
                continue;
            }
            if (!next)
                return fail(error);
            current.advance(std::move(next));
            continue;
        }
        if (!transform.targetIsRegex()) {
            const Profile& now = *current.profile();
            bool unknown = false;
            const FunctionId f = findOne(now, current.flat(), transform.target, &error, &unknown);
            if (!f.isValid() && unknown && allowed) {
                lacking(error);
                continue;
            }
            if (!f.isValid())
                return fail(error);
            auto next = step(current.profile(), current.flat(), transform.kind, f, &error);
            if (!next)
                return fail(error);
            current.advance(std::move(next));
            continue;
        }
        if (!transform.acceptsRegex())
            return fail(
                tr("%1 takes one function, not a regular expression").arg(keyword(transform.kind)));
        const QRegularExpression pattern(transform.target.mid(Transform::kRegexPrefix.size()));
        if (!pattern.isValid())
            return fail(tr("bad regular expression '%1': %2")
                            .arg(pattern.pattern(), pattern.errorString()));
        // Every function matched that is present makes one profile: merges one after the other
        // on the same rows (merges are local), drops all at once (the cost of the paths through
        // any of them goes, as KCachegrind's proportional rule shares it out).
        const Profile& now = *current.profile();
        std::vector<FunctionId> matched;
        QString decoded;
        const std::string prefix = regexmatch::literalPrefix(pattern.pattern());
        for (const FunctionId f : now.functionIds()) {
            const std::string_view name = now.string(now.function(f).name);
            if (current.flat().isPresent(f) && name.starts_with(prefix) &&
                regexmatch::matches(pattern, name, decoded))
                matched.push_back(f);
        }
        if (matched.empty()) {
            const QString none = tr("no function's name matches '%1'").arg(transform.target);
            if (!allowed)
                return fail(none);
            lacking(none);
            continue;
        }
        TransformRows rows = transform.kind == TransformKind::Merge
                                 ? transformsteps::merge(now, matched)
                                 : transformsteps::drop(now, current.flat(), matched);
        if (!rows.error.isEmpty())
            return fail(rows.error);
        current.advance(transformrows::makeProfile(current.profile(), std::move(rows)));
    }
    outcome.profile = current.profile();
    return outcome;
}

} // namespace tally::transforms
