// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// KCachegrind's habits in the window (issue 39, point 10): the Call Stack tab, whose steps are
// clicked through as history steps while the chain stays, and View > Relative to Parent, one of
// the two relative choices, kept for the next window.

#include "tests/support/SortFibProfile.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/functions/CallStackModel.h"
#include "ui/viewmodel/settings/SettingsKeys.h"
#include "ui/widgets/shell/MainWindow.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/views/functions/CallStackView.h"

#include <QAction>
#include <QSettings>
#include <QSignalSpy>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

QStringList stackNames(const CallStackModel& model)
{
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.index(row, CallStackModel::Function).data().toString();
    return names;
}

QAction* actionNamed(const MainWindow& window, const QString& text)
{
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace

class KCachegrindHabitsTest : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<QSettings> m_settings;
    QString m_path;

    std::unique_ptr<TestWindow> openWindow()
    {
        auto window = std::make_unique<TestWindow>(*m_settings);
        window->resize(1280, 800);
        window->show();
        QSignalSpy loaded(&window->loader(), &LoadController::loaded);
        window->opener().openFiles({m_path}, ProfileOpener::SiblingPolicy::OnlyThisFile);
        if (!loaded.wait(30000))
            return nullptr;
        window->session().waitUntilSettled();
        if (!QTest::qWaitForWindowExposed(window.get()))
            return nullptr;
        return window;
    }

private slots:
    void initTestCase() { m_path = writeFile(QStringLiteral("habits.out"), kSortFibProfile); }

    void init()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("habits.ini")),
                                                 QSettings::IniFormat);
        m_settings->clear();
    }

    void callStackStepsAreClicked()
    {
        auto window = openWindow();
        QVERIFY(window);
        Session& session = window->session();
        auto* view = qobject_cast<CallStackView*>(
            window->workspace().viewTabs()->show(QStringLiteral("callstack")));
        QVERIFY(view);
        session.navigateTo(functionNamed(*session.profile(), QStringLiteral("sort_work")));
        session.deliverChanges();
        const CallStackModel& model = *view->model();
        QCOMPARE(stackNames(model),
                 (QStringList{QStringLiteral("main"), QStringLiteral("sort_work"),
                              QStringLiteral("fib(int)")}));
        QCOMPARE(view->tree()->currentIndex().row(), 1);
        const std::size_t steps = session.history().path().size();

        // A click on main: active, a step of the history, the chain unchanged.
        QTreeView* tree = view->tree();
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {},
                          tree->visualRect(model.index(0, CallStackModel::Function)).center());
        session.deliverChanges();
        QCOMPARE(session.profile()->functionName(session.activeFunction()), QStringLiteral("main"));
        QCOMPARE(session.history().path().size(), steps + 1);
        QCOMPARE(stackNames(model),
                 (QStringList{QStringLiteral("main"), QStringLiteral("sort_work"),
                              QStringLiteral("fib(int)")}));
        QCOMPARE(model.activeRow(), 0);
        QCOMPARE(tree->currentIndex().row(), 0);
    }

    void relativeToParentIsAChoiceKept()
    {
        const QString parentText = QStringLiteral("Relative to &Parent");
        const QString activeText = QStringLiteral("&Relative to Active Function");
        {
            auto window = openWindow();
            QVERIFY(window);
            QAction* parent = actionNamed(*window, parentText);
            QAction* active = actionNamed(*window, activeText);
            QVERIFY(parent && active);
            QVERIFY(!parent->isChecked() && !active->isChecked());
            parent->trigger();
            QVERIFY(window->session().relativeToParent());
            QCOMPARE(settings::read(*m_settings, settings::percentBase()),
                     QStringLiteral("parent"));
            // The other relative choice replaces it.
            active->trigger();
            QVERIFY(!parent->isChecked());
            QVERIFY(window->session().relativeToActive() && !window->session().relativeToParent());
            QCOMPARE(settings::read(*m_settings, settings::percentBase()),
                     QStringLiteral("active"));
            active->trigger(); // neither: the total
            QVERIFY(!window->session().relativeToActive());
            QCOMPARE(settings::read(*m_settings, settings::percentBase()), QString());
            parent->trigger();
        }
        auto window = openWindow();
        QVERIFY(window);
        QVERIFY(actionNamed(*window, parentText)->isChecked());
        QVERIFY(window->session().relativeToParent());
    }
};

QTEST_MAIN(KCachegrindHabitsTest)
#include "tst_kcachegrindhabits.moc"
