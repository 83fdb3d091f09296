// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The Source and Assembly views on a valgrind-made profile of a -g test program: models under
// QAbstractItemModelTester, the rows and costs they show, activating a call row, the "only
// costly regions" filter, missing files, Intel/AT&T, and the pieces they are built from
// (highlighter, jump lanes, persisted source folders).

#include "tests/support/AnnotatedProgram.h"
#include "tests/support/EventLoop.h"
#include "tests/support/TestSupport.h"
#include "tests/support/TransformMenus.h"
#include "ui/viewmodel/annotation/AssemblyModel.h"
#include "ui/viewmodel/annotation/CppHighlighter.h"
#include "ui/viewmodel/annotation/JumpLanes.h"
#include "ui/viewmodel/annotation/SourceModel.h"
#include "ui/viewmodel/annotation/SourcePathConfig.h"
#include "ui/viewmodel/annotation/SourceResolverChain.h"
#include "ui/widgets/common/ViewActivity.h"
#include "ui/widgets/views/annotation/AnnotationDelegate.h"
#include "ui/widgets/views/annotation/AssemblyView.h"
#include "ui/widgets/views/annotation/CallLineMenu.h"
#include "ui/widgets/views/annotation/PartsNotice.h"
#include "ui/widgets/views/annotation/SourcePathsDialog.h"
#include "ui/widgets/views/annotation/SourceView.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QPlainTextDocumentLayout>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTextBlock>
#include <QTextDocument>
#include <QTreeView>

using namespace tally;
using namespace tally::test;

namespace {

using RowKind = AnnotationModel::RowKind;

RowKind kindAt(const QAbstractItemModel& model, int row)
{
    return RowKind(model.index(row, 0).data(KindRole).toInt());
}

// The first row of `kind` (and, for calls, to `callee`), or -1.
int firstRow(const AnnotationModel& model, RowKind kind, FunctionId callee = {})
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (kindAt(model, row) == kind && (kind != RowKind::Call || model.calleeAt(row) == callee))
            return row;
    }
    return -1;
}

// The menu of a listing's row, as a right click on it opens it.
std::unique_ptr<QMenu> menuOfRow(const QTreeView& tree, int row)
{
    const auto* menus = tree.findChild<CallLineMenu*>();
    return menus ? menus->menuFor(tree.model()->index(row, AnnotationModel::TextColumn)) : nullptr;
}

} // namespace

class SourceViewTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;
    RecordedProfile m_recorded;
    std::unique_ptr<QSettings> m_settings;

    FunctionId function(const char* name)
    {
        const auto f = findFunction(*m_profile, QString::fromLatin1(name));
        return f ? *f : FunctionId();
    }

private slots:
    void initTestCase()
    {
        m_settings = std::make_unique<QSettings>(tempDir().filePath(QStringLiteral("s.ini")),
                                                 QSettings::IniFormat);
        writeFile(QStringLiteral("view_helper.h"), kAnnotatedHeader);
        m_recorded = recordValgrindProfile(
            QStringLiteral("viewprog"), annotatedProgram("view_helper.h"),
            {QStringLiteral("-g"), QStringLiteral("-O0")},
            {QStringLiteral("--dump-instr=yes"), QStringLiteral("--collect-jumps=yes")});
        if (m_recorded.skip)
            QSKIP(m_recorded.error.constData());
        QVERIFY2(m_recorded.error.isEmpty(), m_recorded.error.constData());
        m_profile = loadedFiles({m_recorded.path}).profile;
    }

    void sourceRowsCostsAndCallActivation()
    {
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.resize(900, 600);
        view.show();
        session.navigateTo(function("middle"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        const SourceModel& model = *view.model();

        // Two headings: the program and the inlined header.
        int headings = 0;
        Cost lineSum = 0;
        int callRow = -1;
        int hottest = model.hottestRow();
        QVERIFY(hottest >= 0);
        for (int row = 0; row < model.rowCount(); ++row) {
            const RowKind kind = kindAt(model, row);
            if (kind == RowKind::Heading)
                ++headings;
            if (kind == RowKind::Code)
                lineSum += model.index(row, 0).data(SortCostRole).toLongLong();
            if (kind == RowKind::Call && model.calleeAt(row) == function("leaf"))
                callRow = row;
        }
        QCOMPARE(headings, 2);
        // The inlined header shows its costly lines (3..6) with three lines of context: 1..7.
        const int headerHeading = model.rowOf(1, 1) - 1;
        QVERIFY(headerHeading > 0);
        QCOMPARE(kindAt(model, headerHeading), RowKind::Heading);
        QVERIFY(model.rowOf(1, 7) > 0);
        QCOMPARE(lineSum, session.flatProfile().self(function("middle"))[0]);
        QVERIFY(callRow > 0);
        // The call row sits under line 17, whose text is the call.
        QCOMPARE(model.index(callRow - 1, AnnotationModel::PositionColumn).data().toString(),
                 QStringLiteral("17"));
        QVERIFY(model.index(callRow - 1, AnnotationModel::TextColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("total += leaf(i);")));
        QVERIFY(model.index(callRow, AnnotationModel::TextColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("170 call(s) to leaf")));
        // Lines without cost are dimmed, costly ones are not; the view opens at the hottest.
        QVERIFY(model.index(hottest, 0).data(HeatRole).toDouble() == 1.0);
        QVERIFY(!model.index(hottest, 0).data(DimRole).toBool());
        QCOMPARE(view.tree()->currentIndex().row(), hottest);
        const QString tip =
            model.index(hottest, AnnotationModel::TextColumn).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QLatin1String("% of the function's self cost")), qPrintable(tip));
        // The loop's jumps are arrows.
        QVERIFY(model.lanes().arrows().size() >= 2);
        // Syntax colours reach the model: "static int middle(int n)" has keyword formats.
        const int line12 = model.rowOf(0, 12);
        QVERIFY(line12 >= 0);
        QVERIFY(!model.textFormats(line12).isEmpty());

        emit view.tree()->activated(model.index(callRow, AnnotationModel::TextColumn));
        settle();
        QCOMPARE(session.activeFunction(), function("leaf"));
        QVERIFY(session.history().canGoBack());
    }

    void movingWithinAFileBuildsTheRowsOnce()
    {
        // The annotation is made on the worker with the text, and the rows are built once per
        // request, even when the file comes from the cache.
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(function("middle"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QCOMPARE(view.model()->annotation().function(), function("middle"));
        QSignalSpy resets(view.model(), &QAbstractItemModel::modelReset);
        session.navigateTo(function("leaf"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QCOMPARE(view.model()->annotation().function(), function("leaf"));
        QCOMPARE(resets.count(), 1);
        QVERIFY(view.model()->rowOf(0, 6) >= 0); // leaf's loop line, with its text
    }

    void onlyCostlyRegions()
    {
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(function("leaf"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        SourceModel& model = *view.model();
        const int all = model.rowCount();
        model.setOnlyCostly(true, 1);
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(model.rowCount() < all);
        int gaps = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) == RowKind::Gap)
                ++gaps;
            if (kindAt(model, row) == RowKind::Code) {
                const int line = model.index(row, AnnotationModel::PositionColumn).data().toInt();
                QVERIFY2(line >= 3 && line <= 11, QByteArray::number(line)); // leaf: 4..10 +-1
            }
        }
        QVERIFY(gaps >= 1);
        model.setOnlyCostly(false, 1);
        QCOMPARE(model.rowCount(), all);
    }

    void missingSourceNamesTriedPaths()
    {
        const auto loaded = loadedText("events: Ir\nfl=/nonexistent/src/gone.c\nfn=f\n3 10\n4 5\n",
                                       QStringLiteral("missing.out"));
        Session session;
        session.setProfile(loaded.profile);
        QSettings settings(tempDir().filePath(QStringLiteral("missing.ini")), QSettings::IniFormat);
        SourcePathConfig paths(settings);
        paths.setOptions({{QStringLiteral("/nonexistent/search")}, {}});
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        const SourceModel& model = *view.model();
        QStringList messages;
        int codeRows = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) == RowKind::Message)
                messages << model.index(row, AnnotationModel::TextColumn).data().toString();
            if (kindAt(model, row) == RowKind::Code)
                ++codeRows;
        }
        const QString all = messages.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QLatin1String("/nonexistent/src/gone.c")), qPrintable(all));
        QVERIFY2(all.contains(QLatin1String("/nonexistent/search/gone.c")), qPrintable(all));
        QCOMPARE(codeRows, 2); // the costly lines still show, without text
    }

    void jumpOutOfTheFunctionLeadsToItsTarget()
    {
        // f jumps (a tail call) into g: a jump row under line 2 that activates like a call.
        const auto loaded = loadedText("events: Ir\nfl=x.c\nfn=f\n1 10\njfn=g\njump=3 20\n2 4\n"
                                       "fn=g\n20 5\n",
                                       QStringLiteral("tail.out"));
        const auto f = findFunction(*loaded.profile, QStringLiteral("f"));
        const auto g = findFunction(*loaded.profile, QStringLiteral("g"));
        QVERIFY(f && g);
        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(*f);
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        const SourceModel& model = *view.model();
        int jumpRow = -1;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) == RowKind::Jump)
                jumpRow = row;
        }
        QVERIFY(jumpRow > 0);
        const QString text = model.index(jumpRow, AnnotationModel::TextColumn).data().toString();
        QVERIFY2(text.contains(QLatin1String("jump to x.c:20 in g, 3 times")), qPrintable(text));
        QCOMPARE(model.calleeAt(jumpRow), *g);
        emit view.tree()->activated(model.index(jumpRow, AnnotationModel::TextColumn));
        settle();
        QCOMPARE(session.activeFunction(), *g);
    }

    void relativePathsResolveAgainstEveryLoadedFile()
    {
        // Two profiles loaded together from different folders, each naming its source file
        // relative to its own folder: the second one's file must be found too.
        QVERIFY(QDir(tempDir().path()).mkpath(QStringLiteral("multiA")));
        QVERIFY(QDir(tempDir().path()).mkpath(QStringLiteral("multiB")));
        writeFile(QStringLiteral("multiA/first.c"), "int first;\n");
        writeFile(QStringLiteral("multiB/second.c"), "int second;\n");
        // One relative name, two files: each function shows its own folder's.
        writeFile(QStringLiteral("multiA/same.c"), "int fromA;\n");
        writeFile(QStringLiteral("multiB/same.c"), "int fromB;\n");
        const QString a =
            writeFile(QStringLiteral("multiA/a.out"), "events: Ir\nfl=first.c\nfn=first\n1 10\n"
                                                      "fl=same.c\nfn=sameA\n1 5\n");
        const QString b =
            writeFile(QStringLiteral("multiB/b.out"), "events: Ir\nfl=second.c\nfn=second\n1 20\n"
                                                      "fl=same.c\nfn=sameB\n1 5\n");
        const auto loaded = loadedFiles({a, b});
        QCOMPARE(loaded.profile->sources().size(), std::size_t(2));
        const auto second = findFunction(*loaded.profile, QStringLiteral("second"));
        QVERIFY(second);
        // The file the function comes from is tried first.
        QCOMPARE(SourceResolverChain::sourceOrder(*loaded.profile, *second),
                 (std::vector<std::size_t>{1, 0}));

        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(*second);
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        const SourceModel& model = *view.model();
        QCOMPARE(model.texts().size(), std::size_t(1));
        QVERIFY(model.texts().front());
        QCOMPARE(
            QFileInfo(model.texts().front()->location.path).canonicalFilePath(),
            QFileInfo(tempDir().filePath(QStringLiteral("multiB/second.c"))).canonicalFilePath());
        const int line = model.rowOf(0, 1);
        QVERIFY(line >= 0);
        QCOMPARE(model.index(line, AnnotationModel::TextColumn).data().toString(),
                 QStringLiteral("int second;"));

        for (const auto& [name, text] :
             {std::pair{"sameA", "int fromA;"}, {"sameB", "int fromB;"}}) {
            const auto same = findFunction(*loaded.profile, QString::fromLatin1(name));
            QVERIFY(same);
            session.navigateTo(*same);
            settle();
            QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
            QCOMPARE(model.annotation().function(), *same);
            QCOMPARE(model.index(model.rowOf(0, 1), AnnotationModel::TextColumn).data().toString(),
                     QString::fromLatin1(text));
        }

        // A file found nowhere names the candidates from both folders.
        const SourceResolverChain chain({}, *loaded.profile, *second);
        const auto missing = chain.resolve(QStringLiteral("nowhere.c"));
        QVERIFY(!missing.found());
        const QString tried = missing.tried.join(QLatin1Char('\n'));
        QVERIFY2(tried.contains(QLatin1String("multiA")) && tried.contains(QLatin1String("multiB")),
                 qPrintable(tried));
    }

    void hostileLineNumbersStayBounded()
    {
        // A real source file, and a profile naming lines far past its end.
        const QString source = writeFile(QStringLiteral("short.c"), "int a;\nint b;\nint c;\n");
        const QByteArray text =
            "events: Ir\nfl=" + source.toUtf8() + "\nfn=f\n2 5\n4000000000 7\n4294967295 1\n";
        const auto loaded = loadedText(text, QStringLiteral("hostile.out"));
        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        SourceModel& model = *view.model();
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Heading, three lines, the note, two lines past the end.
        QCOMPARE(model.rowCount(), 7);
        QCOMPARE(model.index(2, AnnotationModel::TextColumn).data().toString(),
                 QStringLiteral("int b;"));
        QCOMPARE(kindAt(model, 4), RowKind::Message);
        model.setOnlyCostly(true, 1000);
        QCOMPARE(model.rowCount(), 7);
        model.setOnlyCostly(true, 0);
        QCOMPARE(model.rowCount(), 7 - 2 + 2); // gaps for lines 1 and 3
    }

    void assemblyShowsInstructionsWithCosts()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QSKIP("needs objdump");
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        AssemblyView view(session, paths, *m_settings);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        view.show();
        session.navigateTo(function("middle"));
        settle();
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&view)->isBusy(), 20000);
        QVERIFY2(view.message().isEmpty(), qPrintable(view.message()));
        const AssemblyModel& model = *view.model();
        Cost sum = 0;
        int calls = 0;
        bool sawAttSyntax = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) == RowKind::Code) {
                sum += model.index(row, 0).data(SortCostRole).toLongLong();
                sawAttSyntax |= model.index(row, AnnotationModel::TextColumn)
                                    .data()
                                    .toString()
                                    .contains(QLatin1String("%rbp"));
            }
            if (kindAt(model, row) == RowKind::Call && model.calleeAt(row) == function("leaf"))
                ++calls;
        }
        QCOMPARE(sum, session.flatProfile().self(function("middle"))[0]);
        QCOMPARE(calls, 1);
        QVERIFY(sawAttSyntax);
        QVERIFY(!model.lanes().arrows().empty());

        // Intel syntax: no % before register names.
        auto* intel = view.findChild<QCheckBox*>();
        QVERIFY(intel);
        intel->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&view)->isBusy(), 20000);
        QTRY_VERIFY(model.rowCount() > 0);
        bool sawPercent = false;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) == RowKind::Code)
                sawPercent |= model.index(row, AnnotationModel::TextColumn)
                                  .data()
                                  .toString()
                                  .contains(QLatin1Char('%'));
        }
        QVERIFY(!sawPercent);
        QCOMPARE(m_settings->value(QStringLiteral("views/assembly/intelSyntax")).toBool(), true);
        intel->setChecked(false);
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&view)->isBusy(), 20000);

        // The instructions' bytes: hidden until asked for, then beside the address.
        auto* bytes = view.findChild<QCheckBox*>(QStringLiteral("showBytes"));
        QVERIFY(bytes && !bytes->isChecked());
        QVERIFY(view.tree()->isColumnHidden(AssemblyModel::BytesColumn));
        bytes->setChecked(true);
        QVERIFY(!view.tree()->isColumnHidden(AssemblyModel::BytesColumn));
        QCOMPARE(view.tree()->header()->visualIndex(AssemblyModel::BytesColumn),
                 view.tree()->header()->visualIndex(AssemblyModel::PositionColumn) + 1);
        QCOMPARE(m_settings->value(QStringLiteral("views/assembly/showBytes")).toBool(), true);
        static const QRegularExpression hex(QStringLiteral("^[0-9a-f]{2}( [0-9a-f]{2})*$"));
        int withBytes = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            if (kindAt(model, row) != RowKind::Code)
                continue;
            const QString text = model.index(row, AssemblyModel::BytesColumn).data().toString();
            QVERIFY2(hex.match(text).hasMatch(), qPrintable(text));
            ++withBytes;
        }
        QVERIFY(withBytes > 3);
        bytes->setChecked(false);
        QVERIFY(view.tree()->isColumnHidden(AssemblyModel::BytesColumn));
    }

    // A hidden Source or Assembly tab leaves its listing alone while functions become active
    // and, once shown, lists the one active then.
    void hiddenViewsListTheActiveFunctionWhenShown()
    {
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        QWidget tabs; // the views' parent, as a tab's page
        auto* source = new SourceView(session, paths, *m_settings, &tabs);
        auto* assembly = new AssemblyView(session, paths, *m_settings, &tabs);
        assembly->hide();
        tabs.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tabs));
        session.navigateTo(function("leaf"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(source)->isBusy());
        QCOMPARE(firstRow(*source->model(), RowKind::Call, function("leaf")), -1);

        source->hide();
        QSignalSpy sourceResets(source->model(), &QAbstractItemModel::modelReset);
        QSignalSpy assemblyResets(assembly->model(), &QAbstractItemModel::modelReset);
        for (const char* name : {"main", "leaf", "middle"}) {
            session.navigateTo(function(name));
            session.deliverChanges();
        }
        settle();
        QCOMPARE(sourceResets.count(), 0);
        QCOMPARE(assemblyResets.count(), 0);

        source->show();
        settle();
        QTRY_VERIFY(!ViewActivity::of(source)->isBusy());
        QVERIFY(sourceResets.count() > 0);
        // middle's listing, with its call to leaf, not leaf's
        QVERIFY(firstRow(*source->model(), RowKind::Call, function("leaf")) >= 0);
        assembly->show();
        QVERIFY(assemblyResets.count() > 0); // asked again, for middle
    }

    // Issue 37: a call line of the Source and the Assembly view has Go to and Focus on / Drop /
    // Merge into Callers / Collapse Object for the called function in its menu, with their keys;
    // a line of code has no menu.
    void callLinesOfferTheTransformsOfTheCallee()
    {
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        SourceView source(session, paths, *m_settings);
        AssemblyView assembly(session, paths, *m_settings);
        const bool disassembles =
            !QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty();
        source.show();
        if (disassembles)
            assembly.show();
        session.navigateTo(function("middle"));
        settle();
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&source)->isBusy(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&assembly)->isBusy(), 20000);
        const FunctionId leaf = function("leaf");

        std::vector<std::pair<const AnnotationModel*, QTreeView*>> listings{
            {source.model(), source.tree()}};
        if (disassembles)
            listings.emplace_back(assembly.model(), assembly.tree());
        for (const auto& [model, tree] : listings) {
            QCOMPARE(tree->contextMenuPolicy(), Qt::CustomContextMenu);
            const int call = firstRow(*model, RowKind::Call, leaf);
            QVERIFY(call >= 0);
            const auto menu = menuOfRow(*tree, call);
            QVERIFY(menu);
            QVERIFY(hasTheFourTransforms(menu->actions()));
            QVERIFY(actionStartingWith(menu->actions(), QStringLiteral("Go to 'leaf'")));
            QAction* focus = actionStartingWith(menu->actions(), QStringLiteral("Focus on 'leaf'"));
            QVERIFY(focus && focus->isEnabled());
            const int code = firstRow(*model, RowKind::Code);
            QVERIFY(code >= 0);
            QVERIFY(!menuOfRow(*tree, code));
        }

        // Go to, then Focus on, from the source's call line: the callee is what they act on.
        const auto menu = menuOfRow(*source.tree(), firstRow(*source.model(), RowKind::Call, leaf));
        QVERIFY(menu);
        actionStartingWith(menu->actions(), QStringLiteral("Go to"))->trigger();
        settle();
        QCOMPARE(session.activeFunction(), leaf);
        actionStartingWith(menu->actions(), QStringLiteral("Focus on"))->trigger();
        session.waitUntilSettled();
        session.deliverChanges();
        QCOMPARE(session.transforms().size(), std::size_t(1));
        QCOMPARE(session.transforms().front().kind, TransformKind::Focus);
        QCOMPARE(session.transforms().front().target, QStringLiteral("leaf"));
    }

    void assemblyExplainsWhatIsMissing()
    {
        Session session;
        SourcePathConfig paths(*m_settings);
        AssemblyView view(session, paths, *m_settings);
        view.show();
        // No addresses in the profile.
        auto loaded = loadedText("events: Ir\nfl=a.c\nob=/bin/true\nfn=f\n3 10\n",
                                 QStringLiteral("noaddr.out"));
        session.setProfile(loaded.profile);
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QVERIFY2(view.message().contains(QLatin1String("--dump-instr=yes")),
                 qPrintable(view.message()));
        // Addresses, but the binary is gone.
        loaded = loadedText("positions: instr line\nevents: Ir\nob=/nonexistent/prog\nfl=a.c\n"
                            "fn=f\n0x1000 3 10\n",
                            QStringLiteral("gone.out"));
        session.setProfile(loaded.profile);
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&view)->isBusy(), 20000);
        QVERIFY2(view.message().contains(QLatin1String("/nonexistent/prog")),
                 qPrintable(view.message()));
        auto* locate = view.findChild<QPushButton*>();
        QVERIFY(locate && locate->isVisible()); // offers to pick the binary's folder
    }

    void assemblyStopAddressSaturatesAtTopOfAddressSpace()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QSKIP("objdump is not installed");
        // Costs at the very top of the address space: the few bytes asked for past the last
        // costly address must not wrap the stop address around to the bottom.
        const auto loaded =
            loadedText("positions: instr line\nevents: Ir\nob=/bin/true\nfl=a.c\nfn=f\n"
                       "0xfffffffffffffff8 3 10\n",
                       QStringLiteral("top.out"));
        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        AssemblyView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&view)->isBusy(), 20000);
        QVERIFY2(view.message().contains(QLatin1String("and 0xffffffffffffffff")),
                 qPrintable(view.message()));
    }

    void secondaryAndDerivedEventsAndPercentages()
    {
        // Two real events and a derived one: every cost goes through the Session.
        const auto loaded = loadedText("events: Ir Dr\nevent: Sum = Ir + 2 Dr\nfl=x.c\nfn=f\n"
                                       "1 10 1\n2 30 5\ncfn=g\ncalls=2 9\n2 4 4\nfn=g\n9 4 4\n",
                                       QStringLiteral("events.out"));
        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        view.show();
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        const int sum = loaded.profile->events().indexOf(QStringLiteral("Sum"));
        QVERIFY(sum >= 2);
        session.setEventTypes(sum, 1);
        settle();
        const SourceModel& model = *view.model();
        QCOMPARE(model.headerData(AnnotationModel::PrimaryColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("Sum"));
        QCOMPARE(model.headerData(AnnotationModel::SecondaryColumn, Qt::Horizontal, Qt::DisplayRole)
                     .toString(),
                 QStringLiteral("Dr"));
        QVERIFY(!view.tree()->isColumnHidden(AnnotationModel::SecondaryColumn));
        const int line2 = model.rowOf(0, 2);
        QVERIFY(line2 >= 0);
        QCOMPARE(model.index(line2, AnnotationModel::PrimaryColumn).data(SortCostRole).toLongLong(),
                 qlonglong(30 + 2 * 5));
        QCOMPARE(model.index(line2, AnnotationModel::SecondaryColumn).data().toString(),
                 QLocale().toString(5));
        // The call row under line 2 shows the calls' inclusive cost.
        QCOMPARE(
            model.index(line2 + 1, AnnotationModel::PrimaryColumn).data(SortCostRole).toLongLong(),
            qlonglong(4 + 2 * 4));
        session.setShowPercentages(true);
        settle();
        QVERIFY(model.index(line2, AnnotationModel::PrimaryColumn)
                    .data()
                    .toString()
                    .endsWith(QLatin1String("%")));
    }

    void partSubsetShowsAllPartsCostsWithinHundredPercent()
    {
        // Two parts; the line rows are merged over both. With only the first part selected its
        // total is 101, but line 5 of work holds 400 (all parts): percentages must be taken of
        // all parts' figures, and both views must say that the costs are all parts'.
        const auto loaded = loadedText("events: Ir\npart: 1\nfl=p.c\nfn=main\n1 1\ncfn=work\n"
                                       "calls=1 5\n2 100\nfn=work\n5 100\n"
                                       "part: 2\nfl=p.c\nfn=main\n1 3\ncfn=work\ncalls=3 5\n2 300\n"
                                       "fn=work\n5 300\n",
                                       QStringLiteral("twoparts.out"));
        QCOMPARE(loaded.profile->partCount(), std::size_t(2));
        Session session;
        session.setProfile(loaded.profile);
        SourcePathConfig paths(*m_settings);
        SourceView view(session, paths, *m_settings);
        AssemblyView assembly(session, paths, *m_settings);
        view.show();
        assembly.show();
        const auto work = findFunction(*loaded.profile, QStringLiteral("work"));
        const auto mainFunction = findFunction(*loaded.profile, QStringLiteral("main"));
        QVERIFY(work && mainFunction);
        session.navigateTo(*work);
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        QVERIFY(view.partsNotice()->isHidden());
        QVERIFY(assembly.partsNotice()->isHidden());

        session.setShowPercentages(true);
        session.setSelectedParts(PartMask::fromFlags({true, false}));
        QTRY_VERIFY(!session.isBusy());
        settle();
        QCOMPARE(session.total(0), Cost(101));
        QVERIFY(!view.partsNotice()->isHidden());
        QVERIFY(!assembly.partsNotice()->isHidden());
        QCOMPARE(view.partsNotice()->text(), AnnotationModel::allPartsNotice());

        auto percentAt = [](const QAbstractItemModel& model, int row) {
            QString text = model.index(row, AnnotationModel::PrimaryColumn).data().toString();
            if (!text.endsWith(QLatin1String(" %")))
                return -1.0;
            text.chop(2);
            bool ok = false;
            const double value = QLocale().toDouble(text, &ok);
            return ok ? value : -1.0;
        };
        const SourceModel& model = *view.model();
        const int line5 = model.rowOf(0, 5);
        QVERIFY(line5 >= 0);
        // 400 of the all-parts total 404.
        QCOMPARE(percentAt(model, line5), 99.01);

        // Relative to the active function: of its all-parts inclusive cost (400), not of the
        // selected part's (100).
        session.setRelativeToActive(true);
        settle();
        QCOMPARE(percentAt(model, line5), 100.0);
        session.navigateTo(*mainFunction);
        settle();
        QTRY_VERIFY(!ViewActivity::of(&view)->isBusy());
        for (int row = 0; row < model.rowCount(); ++row) {
            const double percent = percentAt(model, row);
            QVERIFY2(percent <= 100.0, qPrintable(QString::number(row)));
        }
        const int callLine = model.rowOf(0, 2);
        QVERIFY(callLine >= 0);
        QCOMPARE(kindAt(model, callLine + 1), RowKind::Call);
        QCOMPARE(percentAt(model, callLine + 1), 99.01); // 400 of main's inclusive 404

        // All parts again: no notice.
        session.setSelectedParts({});
        QTRY_VERIFY(!session.isBusy());
        settle();
        QVERIFY(view.partsNotice()->isHidden());
        QVERIFY(assembly.partsNotice()->isHidden());
    }

    void switchingProfilesWhileShowing()
    {
        Session session;
        session.setProfile(m_profile);
        SourcePathConfig paths(*m_settings);
        SourceView source(session, paths, *m_settings);
        AssemblyView assembly(session, paths, *m_settings);
        source.show();
        assembly.show();
        session.navigateTo(function("middle"));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&source)->isBusy());
        QTRY_VERIFY_WITH_TIMEOUT(!ViewActivity::of(&assembly)->isBusy(), 20000);
        QVERIFY(source.model()->rowCount() > 0);
        // A profile with other events and fewer functions: rows of the old one may be painted
        // (and asked for tooltips) before the views hear of the change.
        const auto other =
            loadedText("events: A B C\nfl=x.c\nfn=only\n1 1 2 3\n", QStringLiteral("other.out"));
        session.setProfile(other.profile);
        for (auto* model : {static_cast<QAbstractItemModel*>(source.model()),
                            static_cast<QAbstractItemModel*>(assembly.model())}) {
            for (int row = 0; row < model->rowCount(); ++row) {
                for (int column = 0; column < model->columnCount(); ++column) {
                    for (const int role : {int(Qt::DisplayRole), int(Qt::ToolTipRole)})
                        model->index(row, column).data(role);
                }
            }
        }
        source.grab();
        assembly.grab();
        settle();
        QTRY_VERIFY(!ViewActivity::of(&source)->isBusy());
        session.navigateTo(FunctionId(0));
        settle();
        QTRY_VERIFY(!ViewActivity::of(&source)->isBusy());
        QCOMPARE(source.model()->annotation().function(), FunctionId(0));
    }

    // A jump note goes after the whole instruction, or not at all: it never covers operands
    // (it sat over "12c5 <classify(int)+0x41>" in a narrow column before).
    void jumpNotesNeverCoverTheCode()
    {
        const QRect area(100, 0, 400, 20);
        const QRect after = AnnotationDelegate::jumpNoteRect(area, 200, 90);
        QCOMPARE(after.left(), 100 + 200 + AnnotationDelegate::kNoteGap);
        QVERIFY(area.contains(after));
        // Too long a line: no note, rather than one over the operands.
        for (int textWidth = 0; textWidth <= 600; textWidth += 7) {
            const QRect note = AnnotationDelegate::jumpNoteRect(area, textWidth, 90);
            if (note.isNull())
                continue;
            QVERIFY(note.left() >= area.left() + textWidth);
            QVERIFY(area.contains(note));
        }
        QVERIFY(AnnotationDelegate::jumpNoteRect(area, 300, 90).isNull());
        QVERIFY(AnnotationDelegate::jumpNoteRect(area, 100, 0).isNull());
    }

    void highlighterColoursKeywordsStringsComments()
    {
        QTextDocument document;
        document.setDocumentLayout(new QPlainTextDocumentLayout(&document));
        CppHighlighter highlighter(&document, false);
        document.setPlainText(QStringLiteral("int x = 1; // note\n\"text\" /* a\nb */ return"));
        const auto first = document.firstBlock().layout()->formats();
        QVERIFY(first.size() >= 3); // int, 1, comment
        QCOMPARE(first.constFirst().start, 0);
        QCOMPARE(first.constFirst().length, 3);
        // The comment opened on line 2 colours all of line 3 up to "*/", then `return`.
        const auto third = document.lastBlock().layout()->formats();
        QCOMPARE(third.size(), 2);
        QCOMPARE(third[0].start, 0);
        QCOMPARE(third[0].length, 4);
        QCOMPARE(third[1].start, 5);
        QVERIFY(CppHighlighter::handles(QStringLiteral("/usr/include/c++/12/vector")));
        QVERIFY(CppHighlighter::handles(QStringLiteral("a.cpp")));
        QVERIFY(!CppHighlighter::handles(QStringLiteral("a.py")));
    }

    void jumpLanesKeepOverlappingArrowsApart()
    {
        JumpLanes lanes;
        lanes.setArrows({{0, 5, true, 10, 3}, {2, 3, false, 4, 4}, {6, 1, true, 2, 0}, {4, 4}}, 8);
        QCOMPARE(lanes.arrows().size(), std::size_t(3)); // the self-jump is dropped
        QCOMPARE(lanes.laneCount(), 3);
        // Row 2: the short arrow starts (lane 0) while the two long ones pass by.
        const auto& marks = lanes.marks(2);
        QCOMPARE(marks.size(), std::size_t(3));
        std::set<int> used;
        for (const auto& mark : marks)
            used.insert(mark.lane);
        QCOMPARE(used.size(), std::size_t(3));
        QVERIFY(lanes.describe(0, {}).contains(QLatin1String("taken 3 of 10")));
        QVERIFY(lanes.marks(7).empty());
    }

    void sourcePathsDialogEditsTheConfig()
    {
        QSettings settings(tempDir().filePath(QStringLiteral("dialog.ini")), QSettings::IniFormat);
        SourcePathConfig config(settings);
        config.setOptions({{QStringLiteral("/a")}, {{QStringLiteral("/x"), QStringLiteral("/y")}}});
        QSignalSpy changed(&config, &SourcePathConfig::changed);
        SourcePathsDialog dialog(config);
        auto* folders = dialog.findChild<QListWidget*>();
        auto* remaps = dialog.findChild<QTableWidget*>();
        QVERIFY(folders && remaps);
        QCOMPARE(folders->count(), 1);
        QCOMPARE(remaps->rowCount(), 1);
        folders->addItem(QStringLiteral("/b"));
        remaps->item(0, 1)->setText(QStringLiteral("/z"));
        dialog.accept();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(config.options().searchFolders,
                 (QStringList{QStringLiteral("/a"), QStringLiteral("/b")}));
        QCOMPARE(config.options().remaps[0].to, QStringLiteral("/z"));
    }

    void sourceFoldersPersist()
    {
        const QString file = tempDir().filePath(QStringLiteral("persist.ini"));
        {
            QSettings settings(file, QSettings::IniFormat);
            SourcePathConfig config(settings);
            SourcePathOptions options;
            options.searchFolders << QStringLiteral("/src/a") << QStringLiteral("/src/b");
            options.remaps.push_back({QStringLiteral("/build/x"), QStringLiteral("/home/me/x")});
            config.setOptions(options);
            config.addSearchFolder(QStringLiteral("/src/c"));
        }
        QSettings settings(file, QSettings::IniFormat);
        SourcePathConfig config(settings);
        QCOMPARE(config.options().searchFolders,
                 (QStringList{QStringLiteral("/src/c"), QStringLiteral("/src/a"),
                              QStringLiteral("/src/b")}));
        QCOMPARE(config.options().remaps.size(), std::size_t(1));
        QCOMPARE(config.options().remaps[0].to, QStringLiteral("/home/me/x"));
    }
};

QTEST_MAIN(SourceViewTest)
#include "tst_sourceview.moc"
