// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The breadcrumb bar across steps: what it keeps from one rebuild to the next (the crumbs'
// texts, the pieces it shaped, the crumbs themselves) shows what a bar made afresh shows, in
// each font; the crumbs are placed before the event loop runs and go back to their own steps.
// (Fitting the bar's room: tst_navigation.)

#include "tests/support/TestSupport.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/shell/NavigationBar.h"

#include <QApplication>
#include <QLayout>
#include <QPointer>
#include <QTest>
#include <QToolButton>

#include <memory>

using namespace tally;
using namespace tally::test;

namespace {

// The bar's widgets of type W in its layout's order, from the left.
template <typename W>
QList<W*> barWidgets(const NavigationBar& bar)
{
    QList<W*> shown;
    for (int i = 0; i < bar.layout()->count(); ++i) {
        if (auto* widget = qobject_cast<W*>(bar.layout()->itemAt(i)->widget()))
            shown << widget;
    }
    return shown;
}

// The crumbs' texts as the bar shows them, from the left.
QStringList crumbTexts(const NavigationBar& bar)
{
    QStringList shown;
    for (const QToolButton* crumb : barWidgets<QToolButton>(bar))
        shown << crumb->text();
    return shown;
}

// A profile of `count` functions ns0::Step::run(int), ns1::Step::run(int), ..., each of cost 1.
profileloader::Result stepsProfile(int count)
{
    QByteArray text = "events: Ir\n";
    for (int i = 0; i < count; ++i)
        text += "fn=ns" + QByteArray::number(i) + "::Step::run(int)\n1 1\n";
    return loadedText(text, QStringLiteral("steps.out"));
}

// A session on `profile` and a breadcrumb bar over it, shown `width` wide.
struct BarOnProfile
{
    BarOnProfile(const std::shared_ptr<const Profile>& profile, int width)
    {
        session.setProfile(profile);
        bar = std::make_unique<NavigationBar>(session);
        bar->resize(width, 30);
        bar->show();
    }
    Session session;
    std::unique_ptr<NavigationBar> bar;
};

} // namespace

class BreadcrumbsTest : public QObject
{
    Q_OBJECT

private slots:
    void breadcrumbsKeptForTheirFontOnly()
    {
        // The bar keeps its crumbs' elided names for the next rebuild: after each step, and
        // after its font changed, it shows what a bar made afresh shows.
        QByteArray text = "events: Ir\n";
        for (int i = 0; i < 10; ++i)
            text += "fn=step" + QByteArray::number(i) + "_handler'" +
                    QByteArray("PyObject_Call'_PyEval_EvalFrameDefault'").repeated(4 + i % 3) +
                    "main\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("crumbtexts.out"));
        BarOnProfile onProfile(result.profile, 2400);
        Session& session = onProfile.session;
        NavigationBar& bar = *onProfile.bar;
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QFont font = bar.font();
        for (int step = 0; step < 3; ++step) {
            for (const FunctionId f : result.profile->functionIds()) {
                session.navigateTo(f);
                session.deliverChanges();
                NavigationBar fresh(session);
                fresh.setFont(font);
                fresh.resize(2400, 30);
                fresh.show(); // its resize, pending while hidden, rebuilds it in that font
                QCOMPARE(fresh.width(), 2400);
                QCOMPARE(crumbTexts(bar), crumbTexts(fresh));
                QVERIFY(crumbTexts(bar).join(QString()).contains(QChar(0x2026)));
            }
            font.setPointSizeF(font.pointSizeF() * 1.3); // the next round in a bigger font
            bar.setFont(font);
        }
    }

    void breadcrumbPiecesShapedOncePerFont()
    {
        // The names of one program share their pieces: a new name's elision shapes only what no
        // name before it shaped in that font, and the bar shows what a bar made afresh shows,
        // in each font.
        QByteArray text = "events: Ir\n";
        const QByteArray context =
            QByteArray("PyObject_Call'_PyEval_EvalFrameDefault'").repeated(6) + "main";
        for (int i = 0; i < 4; ++i)
            text += "fn=handler" + QByteArray::number(i) + "'" + context + "\n1 1\n";
        const auto result = loadedText(text, QStringLiteral("crumbpieces.out"));
        BarOnProfile onProfile(result.profile, 2400);
        Session& session = onProfile.session;
        NavigationBar& bar = *onProfile.bar;
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        QFont font = bar.font();
        for (int round = 0; round < 2; ++round) {
            for (const FunctionId f : result.profile->functionIds()) {
                const qsizetype before = bar.shapedPieces();
                session.navigateTo(f);
                session.deliverChanges();
                NavigationBar fresh(session);
                fresh.setFont(font);
                fresh.resize(2400, 30);
                fresh.show();
                QCOMPARE(crumbTexts(bar), crumbTexts(fresh));
                QVERIFY(crumbTexts(bar).join(QString()).contains(QChar(0x2026)));
                // The fresh bar shaped its crumbs' pieces alone; this one only those new to it.
                if (before > 0)
                    QVERIFY2(bar.shapedPieces() - before < fresh.shapedPieces(),
                             qPrintable(QStringLiteral("%1 then %2, afresh %3")
                                            .arg(before)
                                            .arg(bar.shapedPieces())
                                            .arg(fresh.shapedPieces())));
            }
            font.setPointSizeF(font.pointSizeF() * 1.3); // the next round in a bigger font
            bar.setFont(font);
        }
    }

    void breadcrumbsPlacedAtOnce()
    {
        // A step lays the crumbs out before the event loop runs (a screenshot grabs them then),
        // in order, side by side and inside the bar.
        const auto result = stepsProfile(10);
        BarOnProfile onProfile(result.profile, 1200);
        Session& session = onProfile.session;
        NavigationBar& bar = *onProfile.bar;
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        for (const FunctionId f : result.profile->functionIds()) {
            session.navigateTo(f);
            session.deliverChanges();
            const QList<QWidget*> shown = barWidgets<QWidget>(bar);
            QVERIFY(!shown.isEmpty());
            int right = -1;
            for (const QWidget* widget : shown) {
                QVERIFY(widget->isVisible());
                const QRect place = widget->geometry();
                QVERIFY2(place.left() > right && place.right() < bar.width() && place.width() > 0,
                         qPrintable(QStringLiteral("%1 at %2..%3 after %4")
                                        .arg(QString::fromLatin1(widget->metaObject()->className()))
                                        .arg(place.left())
                                        .arg(place.right())
                                        .arg(right)));
                right = place.right();
            }
        }
    }

    void breadcrumbsKeptAcrossStepsGoBackToTheirOwnStep()
    {
        // A step shows again the crumbs it shares with the step before (the same buttons); each
        // still goes back to its own step, also once the history, full, drops its oldest steps
        // and every step's place in it moves.
        const auto result = stepsProfile(12);
        BarOnProfile onProfile(result.profile, 2400);
        Session& session = onProfile.session;
        NavigationBar& bar = *onProfile.bar;
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        const auto crumbButtons = [&bar] {
            QList<QPointer<QToolButton>> buttons;
            for (QToolButton* crumb : barWidgets<QToolButton>(bar))
                buttons << crumb;
            return buttons;
        };
        std::vector<FunctionId> functions;
        for (const FunctionId f : result.profile->functionIds())
            functions.push_back(f);
        const std::size_t steps = NavigationHistory::kMaximum + 5;
        for (std::size_t step = 0; step < steps; ++step) {
            const auto before = crumbButtons();
            session.navigateTo(functions[step % functions.size()]);
            session.deliverChanges();
            const auto after = crumbButtons();
            QCOMPARE(after.size(),
                     std::min<qsizetype>(qsizetype(step) + 1, NavigationBar::kMaximumShown));
            // All but the step before (bold then) and the oldest (gone) are kept.
            if (step >= NavigationBar::kMaximumShown) {
                for (qsizetype k = 0; k + 1 < after.size() - 1; ++k)
                    QVERIFY2(after[k] == before[k + 1], qPrintable(QString::number(k)));
            }
        }
        QCOMPARE(session.history().path().size(), NavigationHistory::kMaximum);
        // Each crumb but the active one goes back to its own step.
        for (qsizetype k = NavigationBar::kMaximumShown - 2; k >= 0; --k) {
            const auto crumbs = crumbButtons();
            const QString name = crumbs[k]->property("crumb").toString();
            crumbs[k]->click();
            session.deliverChanges();
            QCOMPARE(result.profile->functionName(session.activeFunction()), name);
            QCOMPARE(bar.crumbs().last(), name);
        }
    }
};

QTEST_MAIN(BreadcrumbsTest)
#include "tst_breadcrumbs.moc"
