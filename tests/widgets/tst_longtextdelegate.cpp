// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Cutting a long name before Qt elides it must not change what is painted: the cell shows the
// same text whether Qt elides the whole name or the cut one (give or take one character at
// the ellipsis), and it fits.

#include "ui/widgets/common/LongTextDelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QRandomGenerator>
#include <QTest>

using namespace tally;

class LongTextDelegateTest : public QObject
{
    Q_OBJECT

private slots:
    void paintsWhatQtWouldPaint()
    {
        const QFontMetrics metrics(QApplication::font());
        QRandomGenerator random(3);
        static const QString pieces[] = {QStringLiteral("PyMem_RawMalloc'"),
                                         QStringLiteral("std::vector<int, alloc<int>>"),
                                         QStringLiteral("::iii"),
                                         QStringLiteral("WWW"),
                                         QStringLiteral("_"),
                                         QStringLiteral("(unsigned long, char const*)"),
                                         QStringLiteral("äöü")};
        for (int i = 0; i < 300; ++i) {
            QString text;
            while (text.size() < 100 + random.bounded(600))
                text += pieces[random.bounded(int(std::size(pieces)))];
            const int width = 40 + random.bounded(900);
            for (const auto mode : {Qt::ElideMiddle, Qt::ElideRight, Qt::ElideLeft}) {
                const QString cut = LongTextDelegate::cutToWidth(text, metrics, width, mode);
                QVERIFY(cut.size() <= text.size() + 1);
                const QString ours = metrics.elidedText(cut, mode, width);
                const QString qts = metrics.elidedText(text, mode, width);
                QVERIFY(metrics.horizontalAdvance(ours) <= width);
                // The same text on each side of the ellipsis, give or take the character at
                // the ellipsis (Qt balances a middle elision by the whole text's width).
                const QChar ellipsis(0x2026);
                const auto sides = [&](const QString& elided) {
                    const qsizetype at = elided.indexOf(ellipsis);
                    return at < 0 ? std::pair(elided, QString())
                                  : std::pair(elided.left(at), elided.mid(at + 1));
                };
                const auto [ourLeft, ourRight] = sides(ours);
                const auto [qtLeft, qtRight] = sides(qts);
                QVERIFY2(std::abs(ourLeft.size() - qtLeft.size()) <= 1 &&
                             std::abs(ourRight.size() - qtRight.size()) <= 1,
                         qPrintable(ours + QStringLiteral(" vs ") + qts));
                QVERIFY(text.startsWith(ourLeft) && text.endsWith(ourRight));
            }
        }
    }

    void cutsLongTextsOnly()
    {
        const QFontMetrics metrics(QApplication::font());
        const QString shortText = QStringLiteral("main");
        QCOMPARE(LongTextDelegate::cutToWidth(shortText, metrics, 10, Qt::ElideMiddle), shortText);
        const QString longText(2000, QLatin1Char('x'));
        const QString cut = LongTextDelegate::cutToWidth(longText, metrics, 200, Qt::ElideMiddle);
        QVERIFY(cut.size() < 400); // what 200 pixels show, not 2,000 characters
        QVERIFY(cut.contains(QChar(0x2026)));
        QCOMPARE(LongTextDelegate::cutToWidth(longText, metrics, 200, Qt::ElideNone), longText);
    }
};

QTEST_MAIN(LongTextDelegateTest)
#include "tst_longtextdelegate.moc"
