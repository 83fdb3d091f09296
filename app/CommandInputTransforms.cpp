// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/CommandInputTransforms.h"

#include "app/CommandErrors.h"
#include "core/transform/ProfileTransforms.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>

#include <QHash>

#include <algorithm>

namespace tally::commandinput {

namespace {

constexpr QLatin1StringView kRecipe{"recipe"};

// The checks a transform passes before any profile is read: a `re:` target only where one is
// taken, and a valid expression.
QString problemOf(const Transform& transform)
{
    if (!transform.targetIsRegex())
        return {};
    if (!transform.acceptsRegex())
        return QCoreApplication::translate("CommandLine",
                                           "%1 takes one function, not a regular expression")
            .arg(transforms::keyword(transform.kind));
    const QRegularExpression pattern(transform.target.mid(Transform::kRegexPrefix.size()));
    if (!pattern.isValid())
        return QCoreApplication::translate("CommandLine", "bad regular expression '%1': %2")
            .arg(pattern.pattern(), pattern.errorString());
    return {};
}

// The transforms of the recipe `path`, appended to `list`.
bool readRecipe(const QString& path, TransformList* list, QString* error, int* status)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("CommandLine", "cannot read the recipe %1: %2")
                     .arg(path, file.errorString());
        *status = commanderrors::kFailure;
        return false;
    }
    // A recipe is a few lines; a file of megabytes is not one (and is not read whole).
    constexpr qint64 kMaxRecipeBytes = 1 << 20;
    if (file.size() > kMaxRecipeBytes) {
        *error =
            QCoreApplication::translate("CommandLine", "%1: a recipe of more than 1 MB").arg(path);
        *status = commanderrors::kUsage;
        return false;
    }
    int number = 0;
    while (!file.atEnd()) {
        ++number;
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QString where = QStringLiteral("%1:%2").arg(path).arg(number);
        QString problem;
        const std::optional<Transform> transform = transforms::parseLine(line, &problem);
        if (transform)
            problem = problemOf(*transform);
        if (!problem.isEmpty()) {
            *error = where + QStringLiteral(": ") + problem;
            *status = commanderrors::kUsage;
            return false;
        }
        list->transforms.push_back(*transform);
        list->origins << where;
    }
    return true;
}

} // namespace

std::optional<TransformList> transformsOf(const QCommandLineParser& parser, QString* error,
                                          int* status)
{
    TransformList list;
    // QCommandLineParser keeps each option's values in order but not the order across options;
    // optionNames() lists every occurrence in the order given, so the n-th `drop` there is
    // values("drop")[n].
    QHash<QString, int> taken;
    for (const QString& name : parser.optionNames()) {
        const std::optional<TransformKind> kind = transforms::kindOf(name);
        if (!kind && name != kRecipe)
            continue;
        const QStringList values = parser.values(name);
        const int index = taken[name]++;
        if (index >= values.size())
            continue;
        const QString& value = values[index];
        if (!kind) {
            if (!readRecipe(value, &list, error, status))
                return std::nullopt;
            continue;
        }
        const Transform transform{*kind, value.trimmed()};
        const QString origin = QStringLiteral("--%1=%2").arg(name, value);
        QString problem = transform.target.isEmpty()
                              ? QCoreApplication::translate("CommandLine", "names nothing")
                              : problemOf(transform);
        if (!problem.isEmpty()) {
            *error = origin + QStringLiteral(": ") + problem;
            *status = commanderrors::kUsage;
            return std::nullopt;
        }
        list.transforms.push_back(transform);
        list.origins << origin;
    }
    return list;
}

bool hasTransforms(const QCommandLineParser& parser)
{
    for (const QString& name : parser.optionNames()) {
        if (transforms::kindOf(name) || name == kRecipe)
            return true;
    }
    return false;
}

int checkTransforms(const QCommandLineParser& parser, QTextStream& err)
{
    QString error;
    int status = commanderrors::kSuccess;
    if (!transformsOf(parser, &error, &status))
        return commanderrors::fail(err, status, error);
    return commanderrors::kSuccess;
}

void AbsentTargets::note(const transforms::Outcome& outcome)
{
    if (!m_everywhere) {
        m_everywhere = outcome.absent;
        return;
    }
    // Kept with the first profile's error: the one a user who names nothing anywhere is shown.
    std::erase_if(*m_everywhere, [&](const transforms::AbsentTarget& kept) {
        return std::ranges::none_of(outcome.absent, [&](const transforms::AbsentTarget& here) {
            return here.transform == kept.transform;
        });
    });
}

QString AbsentTargets::error(const QCommandLineParser& parser) const
{
    if (!m_everywhere || m_everywhere->empty())
        return {};
    QString error;
    int status = 0;
    const std::optional<TransformList> list = transformsOf(parser, &error, &status);
    const transforms::AbsentTarget& first = m_everywhere->front();
    return list ? list->origins.value(first.transform) + QStringLiteral(": ") + first.error : error;
}

std::shared_ptr<const Profile> transformed(const QCommandLineParser& parser,
                                           std::shared_ptr<const Profile> profile, QString* error,
                                           AbsentTargets* alike)
{
    int status = 0;
    const std::optional<TransformList> list = transformsOf(parser, error, &status);
    if (!list)
        return nullptr;
    if (list->empty())
        return profile;
    transforms::Outcome outcome = transforms::apply(std::move(profile), list->transforms, {}, {},
                                                    alike ? transforms::Absent::LeavesItAlone
                                                          : transforms::Absent::IsAnError);
    if (alike && outcome.profile)
        alike->note(outcome);
    if (!outcome.profile) {
        *error = list->origins.value(outcome.failed) + QStringLiteral(": ") + outcome.error;
        return nullptr;
    }
    return std::move(outcome.profile);
}

} // namespace tally::commandinput
