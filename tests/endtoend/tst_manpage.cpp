// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The manual page the install puts in place (resources/man/tally.1.in) against the real binary's
// --help: every option tally takes has an entry in the page, and every entry is an option tally
// takes, so the page cannot fall behind as options come and go.

#include "tests/support/TallyRun.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

namespace {

// The options `tally --help` lists, as written: "-h", "--help", "--report", ...
QSet<QString> helpOptions(QString* output)
{
    *output = tally::test::runTally({QStringLiteral("--help")}, {.timeoutMs = 60000}).output();
    // An option line: two spaces, the short form if any, the long form, its value if any.
    static const QRegularExpression line(QStringLiteral(R"(^  (?:(-\w), )?(--[\w-]+))"),
                                         QRegularExpression::MultilineOption);
    QSet<QString> options;
    for (auto match = line.globalMatch(*output); match.hasNext();) {
        const auto m = match.next();
        if (m.hasCaptured(1))
            options.insert(m.captured(1));
        options.insert(m.captured(2));
    }
    return options;
}

// The options named in the headings of the page's tagged paragraphs (the line after .TP), where
// roff writes a minus as "\-": ".BI \-\-format= FORMAT" names "--format".
QSet<QString> manPageOptions(const QByteArray& page)
{
    static const QRegularExpression option(QStringLiteral(R"((?<![\w-])--?[a-z][\w-]*)"));
    QSet<QString> options;
    const QList<QByteArray> lines = page.split('\n');
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (!lines[i - 1].startsWith(".TP"))
            continue;
        const QString heading = QString::fromUtf8(lines[i]).replace(QStringLiteral("\\-"), "-");
        for (auto match = option.globalMatch(heading.section(QLatin1Char(' '), 1));
             match.hasNext();)
            options.insert(match.next().captured());
    }
    return options;
}

// The options of `options` that `other` lacks, sorted and joined: empty when it has them all.
QString absent(const QSet<QString>& options, const QSet<QString>& other)
{
    QStringList list = (options - other).values();
    list.sort();
    return list.join(QStringLiteral(", "));
}

} // namespace

class ManPageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QFile file(QStringLiteral(TALLY_MAN_PAGE));
        QVERIFY2(file.open(QIODevice::ReadOnly), TALLY_MAN_PAGE);
        m_page = manPageOptions(file.readAll());
        m_help = helpOptions(&m_helpText);
        // Both sides were read: the binary ran and the page has its OPTIONS entries.
        QVERIFY2(m_help.contains(QStringLiteral("--report")) &&
                     m_help.contains(QStringLiteral("-h")),
                 qPrintable(m_helpText));
        QVERIFY(m_page.contains(QStringLiteral("--report")));
    }

    void everyOptionHasAnEntry()
    {
        const QString missing = absent(m_help, m_page);
        const QString message =
            QStringLiteral("the man page lacks %1 of tally --help").arg(missing);
        QVERIFY2(missing.isEmpty(), qPrintable(message));
    }

    void everyEntryIsAnOption()
    {
        const QString unknown = absent(m_page, m_help);
        const QString message =
            QStringLiteral("tally --help lacks %1 of the man page").arg(unknown);
        QVERIFY2(unknown.isEmpty(), qPrintable(message));
    }

private:
    QSet<QString> m_page;
    QSet<QString> m_help;
    QString m_helpText;
};

QTEST_GUILESS_MAIN(ManPageTest)
#include "tst_manpage.moc"
