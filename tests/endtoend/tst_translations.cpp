// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The English plural forms the binary is built with: every "%n thing(s)" message of the
// translation template reads "1 thing" and "2 things", not "(s)".

#include <QCoreApplication>
#include <QFile>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <utility>
#include <vector>

namespace {

// The context and source of every message of `ts` that has plural forms.
std::vector<std::pair<QByteArray, QByteArray>> numerusMessages(const QString& ts)
{
    QFile file(ts);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::vector<std::pair<QByteArray, QByteArray>> messages;
    QXmlStreamReader xml(&file);
    QByteArray context;
    bool numerus = false;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("name"))
            context = xml.readElementText().toUtf8();
        else if (xml.name() == QLatin1String("message"))
            numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        else if (xml.name() == QLatin1String("source") && numerus)
            messages.emplace_back(context, xml.readElementText().toUtf8());
    }
    return messages;
}

} // namespace

class TranslationsTest : public QObject
{
    Q_OBJECT

private slots:
    void englishPluralsCoverTheTemplate()
    {
        const auto messages = numerusMessages(QStringLiteral(TALLY_TRANSLATION_TEMPLATE));
        QVERIFY2(messages.size() >= 10, "the template lists (almost) no plural messages");
        QTranslator english;
        QVERIFY(english.load(QStringLiteral(TALLY_ENGLISH_QM)));
        QCoreApplication::installTranslator(&english);
        for (const auto& [context, source] : messages) {
            for (const int n : {1, 2}) {
                const QString text = QCoreApplication::translate(context.constData(),
                                                                 source.constData(), nullptr, n);
                const QString where = QStringLiteral("%1 \"%2\" for %3: \"%4\"")
                                          .arg(QString::fromUtf8(context),
                                               QString::fromUtf8(source), QString::number(n), text);
                QVERIFY2(!text.isEmpty(), qPrintable(where + QStringLiteral(" (no English form)")));
                QVERIFY2(!text.contains(QLatin1String("(s)")), qPrintable(where));
                QVERIFY2(text.contains(QString::number(n)), qPrintable(where));
            }
        }
        QCOMPARE(QCoreApplication::translate("tally::ShellStatusBar", "%n part(s)", nullptr, 1),
                 QStringLiteral("1 part"));
        QCOMPARE(QCoreApplication::translate("tally::ShellStatusBar", "%n part(s)", nullptr, 3),
                 QStringLiteral("3 parts"));
        QCoreApplication::removeTranslator(&english);
    }
};

QTEST_GUILESS_MAIN(TranslationsTest)
#include "tst_translations.moc"
