// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Copying from a function list gives the full name (never the shortened text on screen nor a
// cycle suffix) or the whole row as tab-separated raw numbers.

#include "tests/support/PartsProfiles.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TestWindow.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"
#include "ui/widgets/common/FlatTableView.h"
#include "ui/widgets/common/FunctionListActions.h"
#include "ui/widgets/shell/ViewTabs.h"
#include "ui/widgets/shell/WindowSettling.h"
#include "ui/widgets/shell/Workspace.h"
#include "ui/widgets/views/functions/FlatProfileView.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

#include <chrono>

using namespace tally;
using namespace tally::test;

namespace {

const char* const kLongName =
    "std::vector<std::basic_string<char, std::char_traits<char>, std::allocator<char> >, "
    "std::allocator<std::basic_string<char, std::char_traits<char>, std::allocator<char> > > "
    ">::_M_realloc_insert(iterator, std::string const&)";

} // namespace

class CopyTest : public QObject
{
    Q_OBJECT

private slots:
    void copiesNothingOfARowOfAnotherProfile()
    {
        // A list whose rows still name the functions of the profile before a reload (found by
        // tally_soak under ASan: Copy Row read past the new profile's functions).
        const auto result =
            loadText(QByteArray("events: Ir\nfn=main\n1 5\n"), QStringLiteral("one.out"));
        QVERIFY(result.profile);
        Session session;
        session.setProfile(result.profile);
        QStandardItemModel model(1, 1);
        model.setData(model.index(0, 0), QStringLiteral("stale"), Qt::DisplayRole);
        model.setData(model.index(0, 0), 1000000U, FunctionIdRole);
        QTreeView tree;
        tree.setModel(&model);
        const FunctionListActions actions(&tree, session, 0);
        QCOMPARE(actions.fullName(model.index(0, 0)), QString());
        QCOMPARE(actions.rowText(model.index(0, 0)), QString());
    }

    void copiesTheFullNameAndTheRow()
    {
        // `a` and `b` call each other: a cycle, whose members show ` <cycle 1>`.
        const QByteArray text = QByteArray("events: Ir\n"
                                           "fn=main\n1 5\ncfn=a\ncalls=1 2\n2 1000\n"
                                           "fn=a\n2 100\ncfn=b\ncalls=3 2\n2 900\n"
                                           "fn=b\n2 200\ncfn=a\ncalls=2 2\n2 700\n"
                                           "fn=") +
                                kLongName + "\n1 1234567\n";
        const auto result = loadedText(text, QStringLiteral("copy.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileView view(session);
        view.resize(900, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        FlatTableView* table = view.table();
        const auto rowOf = [&](const QString& prefix) {
            for (int row = 0; row < view.proxy().rowCount(); ++row) {
                if (view.model()
                        .functionText(view.proxy().mapToSource(view.proxy().index(row, 0)).row())
                        .startsWith(prefix))
                    return view.proxy().index(row, FlatProfileModel::Function);
            }
            return QModelIndex();
        };
        table->setFocus();

        const QModelIndex longRow = rowOf(QString::fromLatin1(kLongName));
        QVERIFY(longRow.isValid());
        QVERIFY(longRow.data().toString() != QString::fromLatin1(kLongName)); // shown shortened
        table->setCurrentIndex(longRow);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QString::fromLatin1(kLongName));

        const QModelIndex member = rowOf(QStringLiteral("a <cycle"));
        QVERIFY(member.isValid());
        table->setCurrentIndex(member);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("a"));

        table->setCurrentIndex(longRow);
        QTest::keyClick(table, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
        const QStringList fields = QApplication::clipboard()->text().split(QLatin1Char('\t'));
        // Incl., Self, Called, Function, Location (the secondary event's columns are hidden).
        QCOMPARE(fields.size(), 5);
        QCOMPARE(fields[0], QStringLiteral("1234567")); // raw, no thousands separators
        QCOMPARE(fields[1], QStringLiteral("1234567"));
        QCOMPARE(fields[3], QString::fromLatin1(kLongName));

        // The context menu offers the same.
        QStringList actions;
        for (const QAction* action : table->actions())
            actions << action->text().remove(QLatin1Char('&'));
        QCOMPARE(table->contextMenuPolicy(), Qt::ActionsContextMenu);
        QVERIFY(actions.contains(QStringLiteral("Copy Name")));
        QVERIFY(actions.contains(QStringLiteral("Copy Row")));
        QVERIFY(actions.contains(QStringLiteral("Go to Function")));
    }

    void copyWithNoCurrentRowAsksNothingAmiss()
    {
        // Qt 6.4's item views answer Ctrl+C with the current index's text, asked even with no
        // index current: the Types, Parts and Call Stack models' guards warned of the invalid
        // index (found by tally_soak on the Parts list). An invalid index asks about nothing.
        QTest::failOnWarning(QRegularExpression(QStringLiteral("is not valid")));
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("t.ini")), QSettings::IniFormat);
        TestWindow window(settings);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(loadedIn(window, {writeFile(QStringLiteral("parts.out"), kThreeParts)}));
        QApplication::clipboard()->setText(QStringLiteral("before"));
        int lists = 0;
        for (const char* key : {"events", "parts", "callstack"}) {
            ViewTabs& tabs = *window.workspace().viewTabs();
            tabs.show(QString::fromLatin1(key));
            QWidget* view = tabs.view(QString::fromLatin1(key));
            QVERIFY(view);
            QVERIFY(windowsettling::waitUntilSettled(window, std::chrono::seconds(30)));
            for (QAbstractItemView* list : view->findChildren<QAbstractItemView*>()) {
                if (!list->isVisible() || !list->model() || list->model()->rowCount() == 0)
                    continue;
                ++lists;
                list->setCurrentIndex(QModelIndex());
                list->setFocus();
                QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier);
            }
        }
        QVERIFY2(lists >= 3, qPrintable(QString::number(lists)));
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
    }
};

QTEST_MAIN(CopyTest)
#include "tst_copy.moc"
