// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/FunctionLookup.h"

#include "core/text/CaselessText.h"
#include "core/text/FuzzyMatcher.h"

#include <QRegularExpression>

#include <algorithm>
#include <string>

namespace tally::functionlookup {

namespace {

// Whether `path` is `where`, ends with `/where`, or (without a folder in `where`) has it as
// its file name.
bool pathMatches(std::string_view path, std::string_view where)
{
    if (where.empty() || path.size() < where.size())
        return false;
    if (path == where)
        return true;
    return path.ends_with(where) && path[path.size() - where.size() - 1] == '/';
}

Result resultOf(const Profile& profile, const FlatProfile& flat, std::vector<FunctionId> matches)
{
    Result result;
    if (matches.empty())
        return result;
    if (matches.size() == 1) {
        result.status = Status::Found;
        result.function = matches.front();
        return result;
    }
    result.status = Status::Ambiguous;
    result.matchCount = matches.size();
    const auto cost = [&](FunctionId f) { return flat.width() > 0 ? flat.inclusive(f)[0] : 0; };
    std::ranges::stable_sort(matches, [&](FunctionId a, FunctionId b) {
        if (cost(a) != cost(b))
            return cost(a) > cost(b);
        return profile.strings().compare(profile.function(a).name, profile.function(b).name) < 0;
    });
    matches.resize(std::min(matches.size(), kMaxCandidates));
    result.candidates = std::move(matches);
    return result;
}

template <typename Accept>
std::vector<FunctionId> matching(const Profile& profile, const FlatProfile& flat, Accept accept)
{
    std::vector<FunctionId> matches;
    for (const FunctionId f : profile.functionIds()) {
        if (flat.contains(f) && flat.isPresent(f) && accept(profile.function(f)))
            matches.push_back(f);
    }
    return matches;
}

} // namespace

Result find(const Profile& profile, const FlatProfile& flat, const QString& text)
{
    if (text.isEmpty() || flat.functionCount() != profile.functionCount())
        return {};
    static const QRegularExpression cycleName(QStringLiteral(R"(^<cycle (\d+)>$)"));
    if (const auto match = cycleName.match(text); match.hasMatch()) {
        Result result;
        result.namesCycle = true;
        const int number = match.captured(1).toInt();
        for (std::size_t c = 0; c < flat.cycles().size(); ++c) {
            if (flat.cycles()[c].number == number) {
                result.status = Status::Found;
                result.cycle = int(c);
            }
        }
        return result;
    }
    const QByteArray utf8 = text.toUtf8();
    const std::string_view wanted(utf8.constData(), std::size_t(utf8.size()));
    const auto name = [&](const FunctionKey& f) { return profile.string(f.name); };
    // Compared where they are kept: a context name's text in one piece is built (and kept) on
    // first view, which for every name of 127,000 cost more than the transform it looked up.
    const StringTable& strings = profile.strings();
    const auto named = [&](const FunctionKey& f, std::string_view spelled) {
        return strings.equals(f.name, spelled);
    };

    if (auto exact =
            matching(profile, flat, [&](const FunctionKey& f) { return named(f, wanted); });
        !exact.empty())
        return resultOf(profile, flat, std::move(exact));

    // NAME@FILE; names may hold '@' themselves (`memcpy@@GLIBC_2.14`): every split, last first.
    for (auto at = wanted.rfind('@'); at != std::string_view::npos && at > 0;
         at = wanted.rfind('@', at - 1)) {
        const std::string_view part = wanted.substr(0, at), where = wanted.substr(at + 1);
        // First as selector() writes it: the function's file, else its object, else nothing
        // (`NAME@`); then any function of that object.
        auto located = matching(profile, flat, [&](const FunctionKey& f) {
            if (!named(f, part))
                return false;
            const std::string_view file = profile.string(f.file);
            if (!file.empty())
                return pathMatches(file, where);
            const std::string_view object = profile.string(f.object);
            return object.empty() ? where.empty() : pathMatches(object, where);
        });
        if (located.empty()) {
            located = matching(profile, flat, [&](const FunctionKey& f) {
                return named(f, part) && pathMatches(profile.string(f.object), where);
            });
        }
        if (!located.empty())
            return resultOf(profile, flat, std::move(located));
    }

    if (auto containing = matching(
            profile, flat,
            [&](const FunctionKey& f) { return name(f).find(wanted) != std::string_view::npos; });
        !containing.empty())
        return resultOf(profile, flat, std::move(containing));
    if (caseless::isAscii(text)) {
        const std::string folded = caseless::fold(text);
        const std::size_t anchor = caseless::rarestByte(folded); // once, not once a name
        if (auto caseless = matching(
                profile, flat,
                [&](const FunctionKey& f) { return caseless::contains(name(f), folded, anchor); });
            !caseless.empty())
            return resultOf(profile, flat, std::move(caseless));
    }

    // Unknown: the names a finder would offer for it, best first, scored as Go to Function
    // scores them (the stored UTF-8 unless the text needs Unicode case folding: a QString and
    // its case folding for each of 127,000 long names made this 4.2 G instructions).
    Result result;
    std::vector<std::pair<int, FunctionId>> scored;
    const bool ascii = caseless::isAscii(text);
    const std::string folded = ascii ? caseless::fold(text) : std::string();
    for (const FunctionId f : profile.functionIds()) {
        if (!flat.contains(f) || !flat.isPresent(f))
            continue;
        const int score = ascii ? fuzzy::score(folded, name(profile.function(f)))
                                : fuzzy::score(text, profile.functionName(f));
        if (score >= 0)
            scored.emplace_back(score, f);
    }
    const std::size_t kept = std::min(scored.size(), kMaxCandidates);
    std::partial_sort(scored.begin(), scored.begin() + std::ptrdiff_t(kept), scored.end(),
                      [](const auto& a, const auto& b) {
                          return a.first != b.first ? a.first > b.first : a.second < b.second;
                      });
    for (std::size_t i = 0; i < kept; ++i)
        result.candidates.push_back(scored[i].second);
    return result;
}

QString selector(const Profile& profile, FunctionId function)
{
    const FunctionKey& f = profile.function(function);
    const StringId where = profile.string(f.file).empty() ? f.object : f.file;
    return profile.qstring(f.name) + QLatin1Char('@') + profile.qstring(where);
}

} // namespace tally::functionlookup
