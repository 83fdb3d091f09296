// Tally: a viewer for profiles in the Callgrind format. This is the command-line front end; the
// report mode loads without a window and prints the flat profile.

#include "FlatProfile.h"
#include "ProfileLoader.h"
#include "ReportWriter.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

namespace {

int runReport(const QCommandLineParser& parser, const QStringList& files)
{
    QTextStream err(stderr);
    QTextStream out(stdout);
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("tsv")) {
        err << "tally: unknown report format '" << format << "' (use text or tsv)\n";
        return 2;
    }
    const auto result = tally::ProfileLoader::load(files);
    if (result.profile) {
        for (const auto& diagnostic : result.profile->diagnostics())
            err << diagnostic.toString() << '\n';
    }
    if (!result.profile) {
        err << "tally: " << result.error << '\n';
        return 1;
    }
    const auto& profile = *result.profile;
    tally::FlatProfile::Options flatOptions;
    flatOptions.detectCycles = !parser.isSet(QStringLiteral("no-cycles"));
    const tally::FlatProfile flat(profile, flatOptions);

    tally::ReportWriter::Options options;
    options.includeCycles = flatOptions.detectCycles;
    if (parser.isSet(QStringLiteral("event"))) {
        options.primaryEvent = profile.events().indexOf(parser.value(QStringLiteral("event")));
        if (options.primaryEvent < 0) {
            err << "tally: no event type '" << parser.value(QStringLiteral("event"))
                << "' in the profile\n";
            return 2;
        }
    }
    if (parser.isSet(QStringLiteral("limit")))
        options.limit = parser.value(QStringLiteral("limit")).toInt();
    err.flush();
    if (format == QLatin1String("tsv"))
        tally::ReportWriter::writeTsv(out, profile, flat, options);
    else
        tally::ReportWriter::writeText(out, profile, flat, options);
    return 0;
}

} // namespace

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("tally"));
    QCoreApplication::setOrganizationName(QStringLiteral("Tally"));
    QCoreApplication::setApplicationVersion(QStringLiteral(TALLY_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Tally: a viewer for Callgrind-format profiles."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOptions({
        {QStringLiteral("report"),
         QStringLiteral("Load without a window and print the flat profile.")},
        {QStringLiteral("format"), QStringLiteral("Report format: text or tsv."),
         QStringLiteral("format"), QStringLiteral("text")},
        {QStringLiteral("no-cycles"), QStringLiteral("Do not detect recursion cycles.")},
        {QStringLiteral("event"), QStringLiteral("Event type the text report sorts and shows."),
         QStringLiteral("name")},
        {QStringLiteral("limit"), QStringLiteral("Rows in the text report."),
         QStringLiteral("count")},
    });
    parser.addPositionalArgument(QStringLiteral("files"),
                                 QStringLiteral("Profile files (plain or gzip)."),
                                 QStringLiteral("FILE..."));
    parser.process(app);

    const QStringList files = parser.positionalArguments();
    if (files.isEmpty()) {
        std::fputs("tally: no profile file given (see --help)\n", stderr);
        return 2;
    }
    return runReport(parser, files);
}
