// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "app/MatchOptions.h"

#include "app/CommandErrors.h"

#include <QCoreApplication>

namespace tally::matchoptions {

namespace {

constexpr QLatin1String kFunctionOption("mod-funcname");
constexpr QLatin1String kFileOption("mod-filename");

std::vector<NameRewrite> rewritesOf(const QCommandLineParser& parser, QLatin1String option)
{
    std::vector<NameRewrite> rewrites;
    for (const QString& expression : parser.values(option)) {
        QString error;
        if (auto rewrite = NameRewrite::parse(expression, &error))
            rewrites.push_back(std::move(*rewrite));
    }
    return rewrites;
}

} // namespace

void addOptions(QCommandLineParser& parser)
{
    parser.addOptions({
        {QString(kFunctionOption),
         QCoreApplication::translate(
             "CommandLine",
             "With --diff or --series: rewrite function names before matching them, as "
             "cg_annotate does, e.g. 's/_v2$//' (repeatable, applied in order; g replaces "
             "every match, i ignores case)."),
         QStringLiteral("s/regex/replacement/[gi]")},
        {QString(kFileOption),
         QCoreApplication::translate("CommandLine",
                                     "With --diff or --series: rewrite file names before matching "
                                     "functions, e.g. 's/src\\/old/src\\/new/' (repeatable)."),
         QStringLiteral("s/regex/replacement/[gi]")},
    });
}

int check(const QCommandLineParser& parser, QTextStream& err)
{
    for (const QLatin1String option : {kFunctionOption, kFileOption}) {
        for (const QString& expression : parser.values(option)) {
            QString error;
            if (!NameRewrite::parse(expression, &error))
                return commanderrors::fail(
                    err, commanderrors::kUsage,
                    QCoreApplication::translate("CommandLine", "--%1 '%2': %3")
                        .arg(option, expression, error));
        }
    }
    return commanderrors::kSuccess;
}

ProfileComparison::Options comparisonOptions(const QCommandLineParser& parser)
{
    ProfileComparison::Options options;
    options.ignoreFile = parser.isSet(QStringLiteral("ignore-file"));
    options.functionRewrites = rewritesOf(parser, kFunctionOption);
    options.fileRewrites = rewritesOf(parser, kFileOption);
    return options;
}

} // namespace tally::matchoptions
