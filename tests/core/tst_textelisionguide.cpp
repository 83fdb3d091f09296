// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// A guide (a cheap estimate of the width, as the characters' own advances estimate a shaped
// text's) only tells the elision where to look for its cuts: the cuts are the exact measure's own,
// whether the guide is close, far too wide or far too narrow. The exact measure here is a fake
// font with kerning: pairs of characters that sit closer or further apart than their advances.

#include "core/text/TextElision.h"
#include "core/text/TextElisionNames.h"

#include <QRandomGenerator>
#include <QTest>

using namespace tally;
using namespace tally::textelision;

namespace {

double advance(QChar c)
{
    if (c == QLatin1Char('W') || c == QLatin1Char('M'))
        return 11;
    if (c == QLatin1Char('i') || c == QLatin1Char('l') || c == QLatin1Char(':'))
        return 3.5;
    if (c.isUpper())
        return 8.25;
    return c.unicode() == 0x2026 ? 9 : 6.5;
}

// Never narrower with one more character: a kerned pair moves the second character by less
// than its advance.
double kerned(QStringView text)
{
    double width = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        width += advance(text[i]);
        if (i > 0 && text[i - 1] == QLatin1Char('A') && text[i] == QLatin1Char('V'))
            width -= 1.75;
        if (i > 0 && text[i - 1] == QLatin1Char('<') && text[i] == QLatin1Char('<'))
            width += 1.25;
        if (i > 0 && text[i - 1] == QLatin1Char('f') && text[i] == QLatin1Char('i'))
            width -= 0.5;
    }
    return width;
}

double advances(QStringView text, double scale)
{
    double width = 0;
    for (const QChar c : text)
        width += advance(c) * scale;
    return width;
}

QString randomName(QRandomGenerator& random)
{
    static const QStringList parts = {
        QStringLiteral("std::"),      QStringLiteral("AVector<"), QStringLiteral("int>"),
        QStringLiteral("fill"),       QStringLiteral("Widget"),   QStringLiteral("::paint("),
        QStringLiteral(") const"),    QStringLiteral("'"),        QStringLiteral("operator<<"),
        QStringLiteral("Mi"),         QStringLiteral("W"),        QStringLiteral("_impl"),
        QStringLiteral("\U0001F600"), QStringLiteral(", ")};
    QString name;
    const int count = random.bounded(1, 60);
    for (int i = 0; i < count; ++i)
        name += parts[random.bounded(parts.size())];
    return name;
}

} // namespace

class TextElisionGuideTest : public QObject
{
    Q_OBJECT

private slots:
    void guidedCutsAreTheExactMeasuresOwn()
    {
        QRandomGenerator random(52);
        const WidthOf exact = kerned;
        for (const double scale : {1.0, 0.3, 3.0}) {
            const WidthOf guide = [scale](QStringView text) { return advances(text, scale); };
            for (int round = 0; round < 400; ++round) {
                const QString name = randomName(random);
                const qsizetype size = name.size();
                const qsizetype from = random.bounded(qsizetype(0), size + 1);
                const Span keep{from, random.bounded(from, size + 1)};
                const double width = random.bounded(1, 400) + 0.5;
                const QString context =
                    QStringLiteral("%1 at %2, guide x%3").arg(name).arg(width).arg(scale);
                for (const auto mode : {Qt::ElideLeft, Qt::ElideMiddle, Qt::ElideRight}) {
                    QVERIFY2(elide(name, width, exact, mode, keep, guide) ==
                                 elide(name, width, exact, mode, keep),
                             qPrintable(context));
                }
                QVERIFY2(elideName(name, width, exact, keep, guide) ==
                             elideName(name, width, exact, keep),
                         qPrintable(context));
            }
        }
    }

    void fittingFindsTheMostThatFitWithAnyGuide()
    {
        const QString text = QStringLiteral("AVAVfifi<<<<WiWiMM::paint()");
        for (const bool fromEnd : {false, true}) {
            for (double width = 1; width < 200; width += 0.75) {
                qsizetype most = 0;
                for (qsizetype n = 1; n <= text.size(); ++n) {
                    if (kerned(fromEnd ? QStringView(text).last(n) : QStringView(text).first(n)) <=
                        width)
                        most = n;
                }
                for (const double scale : {1.0, 0.1, 10.0}) {
                    const WidthOf guide = [scale](QStringView piece) {
                        return advances(piece, scale);
                    };
                    QCOMPARE(fitting(text, width, kerned, fromEnd, guide), most);
                }
            }
        }
    }
};

QTEST_MAIN(TextElisionGuideTest)
#include "tst_textelisionguide.moc"
