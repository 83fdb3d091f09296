// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The flat profile's models: checked by QAbstractItemModelTester, sorted by every column, filtered
// and grouped, on the bundled sample (a real valgrind run of resources/sample/sample.c). Profiles
// of thousands of functions, whose rows, orders and searched names come from workers:
// tst_flatprofileworkers.

#include "core/load/DetailRowsFromFile.h"
#include "core/text/NameShortener.h"
#include "tests/support/TestSupport.h"
#include "ui/viewmodel/functions/CallListModel.h"
#include "ui/viewmodel/functions/FlatProfileFilterModel.h"
#include "ui/viewmodel/functions/GroupListModel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSet>
#include <QSignalSpy>

using namespace tally;
using namespace tally::test;

class FlatProfileModelTest : public QObject
{
    Q_OBJECT

private:
    Session m_session;

    QStringList functionNames(const QAbstractItemModel& model) const
    {
        QStringList names;
        for (int row = 0; row < model.rowCount(); ++row)
            names << model.index(row, FlatProfileModel::Function).data().toString();
        return names;
    }

private slots:
    void initTestCase()
    {
        const auto result = loadedFiles({QStringLiteral(TALLY_SAMPLE)});
        m_session.setProfile(result.profile);
    }

    void modelsPassTheTester()
    {
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        GroupListModel groups(m_session, model);
        QAbstractItemModelTester modelTester(
            &model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester proxyTester(
            &proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QAbstractItemModelTester groupTester(
            &groups, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // Changes the models go through, each checked by the testers.
        for (const auto kind :
             {GroupingKind::Object, GroupingKind::File, GroupingKind::Class, GroupingKind::Cycle})
            groups.setKind(kind);
        proxy.setNamePattern(QStringLiteral("quick"), false);
        proxy.setNamePattern(QStringLiteral("^is_(even|odd)"), true);
        proxy.setGroup(GroupingKind::File,
                       QString::number(m_session.profile()
                                           ->function(*findFunction(*m_session.profile(),
                                                                    QStringLiteral("main")))
                                           .file.index()));
        proxy.clearGroup();
        m_session.setEventTypes(1, 0);
        m_session.setShowPercentages(true);
        m_session.setCycleDetection(false);
        m_session.setCycleDetection(true);
        m_session.setShowPercentages(false);
        m_session.setEventTypes(0, -1);
    }

    void rowsAndNumbers()
    {
        FlatProfileModel model(m_session);
        const auto& flat = m_session.flatProfile();
        int functions = 0;
        for (const FunctionId f : m_session.profile()->functionIds())
            functions += flat.isPresent(f);
        QCOMPARE(model.rowCount(), functions + int(flat.cycles().size()));
        const int row =
            model.rowOfFunction(*findFunction(*m_session.profile(), QStringLiteral("make_word")));
        QVERIFY(row >= 0);
        // make_word is called 20,000 times (the loop in main).
        QCOMPARE(model.index(row, FlatProfileModel::Called).data(CostRole).toLongLong(), 20000);
        QCOMPARE(model.index(row, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("make_word"));
        QVERIFY(model.index(row, FlatProfileModel::Location)
                    .data()
                    .toString()
                    .contains(QLatin1String("sample.c")));
        const auto incl = model.index(row, FlatProfileModel::Inclusive).data(CostRole).toLongLong();
        QCOMPARE(incl, flat.inclusive(
                           *findFunction(*m_session.profile(), QStringLiteral("make_word")))[0]);
        // Percent mode changes the text, not the raw value.
        m_session.setShowPercentages(true);
        QVERIFY(model.index(row, FlatProfileModel::Inclusive)
                    .data()
                    .toString()
                    .endsWith(QLatin1String(" %")));
        QCOMPARE(model.index(row, FlatProfileModel::Inclusive).data(CostRole).toLongLong(), incl);
        m_session.setShowPercentages(false);
        // The secondary event's columns are empty until one is chosen.
        QVERIFY(!model.index(row, FlatProfileModel::SecondaryInclusive).data().isValid());
        m_session.setEventTypes(0, m_session.profile()->events().indexOf(QStringLiteral("Dr")));
        QVERIFY(model.index(row, FlatProfileModel::SecondaryInclusive).data().isValid());
        QCOMPARE(model.headerData(FlatProfileModel::SecondarySelf, Qt::Horizontal).toString(),
                 QStringLiteral("Self Dr"));
        m_session.setEventTypes(0, -1);
        // Cycles: is_even and is_odd recurse into each other.
        QVERIFY(functionNames(model).join('\n').contains(QLatin1String("<cycle 1>")));
    }

    void sortsByEveryColumn()
    {
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        for (int column = 0; column < FlatProfileModel::ColumnCount; ++column) {
            if (column == FlatProfileModel::SecondaryInclusive ||
                column == FlatProfileModel::SecondarySelf)
                continue;
            for (const auto order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
                proxy.sort(column, order);
                for (int row = 1; row < proxy.rowCount(); ++row) {
                    const QModelIndex previous = proxy.index(row - 1, column);
                    const QModelIndex current = proxy.index(row, column);
                    if (column <= FlatProfileModel::Called) {
                        const auto a = previous.data(CostRole).toLongLong();
                        const auto b = current.data(CostRole).toLongLong();
                        QVERIFY2(
                            order == Qt::AscendingOrder ? a <= b : a >= b,
                            qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(row)));
                    } else {
                        // Functions sort by their whole name, not the shortened one shown.
                        const auto text = [&](const QModelIndex& index) {
                            return column == FlatProfileModel::Function
                                       ? model.functionText(proxy.mapToSource(index).row())
                                       : index.data().toString();
                        };
                        const int c =
                            QString::compare(text(previous), text(current), Qt::CaseInsensitive);
                        QVERIFY2(
                            order == Qt::AscendingOrder ? c <= 0 : c >= 0,
                            qPrintable(QStringLiteral("column %1 row %2").arg(column).arg(row)));
                    }
                }
            }
        }
    }

    void sortingKeepsSelectionAndFilter()
    {
        // The model orders itself: persistent indexes (the view's current row and selection)
        // must follow their function, and the proxy's filter must survive the new order.
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(proxy.setNamePattern(QStringLiteral("^is_(even|odd)$"), true));
        proxy.sort(FlatProfileModel::Inclusive, Qt::DescendingOrder);
        QCOMPARE(proxy.rowCount(), 2);
        const QPersistentModelIndex first(proxy.index(0, FlatProfileModel::Function));
        const QString name = first.data().toString();
        proxy.sort(FlatProfileModel::Function, Qt::AscendingOrder);
        proxy.sort(FlatProfileModel::Inclusive, Qt::AscendingOrder);
        QCOMPARE(proxy.rowCount(), 2);
        QVERIFY(first.isValid());
        QCOMPARE(first.data().toString(), name);
        QCOMPARE(first.row(), 1); // was the costlier one, now last in ascending order
        QCOMPARE(model.sortColumn(), int(FlatProfileModel::Inclusive));
        QCOMPARE(model.sortOrder(), Qt::AscendingOrder);
    }

    void filters()
    {
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        QVERIFY(
            proxy.setNamePattern(QStringLiteral("QUICKSORT"), false)); // case-insensitive substring
        QCOMPARE(functionNames(proxy).size(), 2); // quicksort and its recursion quicksort'2
        for (const QString& name : functionNames(proxy))
            QVERIFY(name.startsWith(QLatin1String("quicksort")));
        QVERIFY(proxy.setNamePattern(QStringLiteral("^is_(even|odd)$"), true));
        QCOMPARE(functionNames(proxy).size(), 2);
        QVERIFY(proxy.setNamePattern(QStringLiteral("is_(even"), false)); // not a regex: plain text
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(!proxy.setNamePattern(QStringLiteral("is_(even"),
                                      true)); // invalid regex: said so, matched as text
        QCOMPARE(proxy.rowCount(), 0);
        QVERIFY(proxy.setNamePattern(QString(), true));
        QCOMPARE(proxy.rowCount(), model.rowCount());
    }

    void aFilterThatKeepsTheRowsChangesNoLayout()
    {
        // Typing on through a part every shown name holds leaves the rows as they are: the
        // views are told nothing (a layout change repainted every row), and a persistent index
        // stays where it was. A filter that shows other rows still tells them.
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy aboutToChange(&proxy, &QAbstractItemModel::layoutAboutToBeChanged);
        QSignalSpy changed(&proxy, &QAbstractItemModel::layoutChanged);
        QVERIFY(proxy.setNamePattern(QStringLiteral("qu"), false));
        const QStringList quicksorts = functionNames(proxy);
        QCOMPARE(quicksorts.size(), 2);
        QCOMPARE(changed.size(), 1);
        const QPersistentModelIndex second(proxy.index(1, FlatProfileModel::Function));
        for (const QString& longer : {QStringLiteral("qui"), QStringLiteral("quick"),
                                      QStringLiteral("QUICKSORT"), QStringLiteral("quic")}) {
            QVERIFY(proxy.setNamePattern(longer, false));
            QCOMPARE(functionNames(proxy), quicksorts);
        }
        QCOMPARE(aboutToChange.size(), 1);
        QCOMPARE(changed.size(), 1);
        QVERIFY(second.isValid());
        QCOMPARE(second.row(), 1);
        QCOMPARE(second.data().toString(), quicksorts[1]);
        // Fewer rows, then all again: told each time.
        QVERIFY(proxy.setNamePattern(QStringLiteral("quicksort'"), false));
        QCOMPARE(proxy.rowCount(), 1);
        QCOMPARE(changed.size(), 2);
        QVERIFY(proxy.setNamePattern(QString(), false));
        QCOMPARE(proxy.rowCount(), model.rowCount());
        QCOMPARE(aboutToChange.size(), 3);
        QCOMPARE(changed.size(), 3);
    }

    void groups()
    {
        FlatProfileModel model(m_session);
        FlatProfileFilterModel proxy(model);
        GroupListModel groups(m_session, model);

        groups.setKind(GroupingKind::Object);
        QStringList objects;
        for (int row = 0; row < groups.rowCount(); ++row)
            objects << groups.index(row, GroupListModel::Name).data().toString();
        QVERIFY(objects.contains(QStringLiteral("wordfreq")));
        QVERIFY(std::any_of(objects.begin(), objects.end(),
                            [](const QString& o) { return o.contains(QLatin1String("libc.so")); }));
        // Group costs add up to the total self cost.
        qint64 sum = 0;
        for (int row = 0; row < groups.rowCount(); ++row)
            sum += groups.index(row, GroupListModel::Cost).data(CostRole).toLongLong();
        QCOMPARE(sum, m_session.total(0));

        // Choosing the program's object shows only its functions.
        const int wordfreq = int(objects.indexOf(QStringLiteral("wordfreq")));
        proxy.setGroup(GroupingKind::Object, groups.index(wordfreq, 0).data(KeyRole).toString());
        const QStringList names = functionNames(proxy);
        QVERIFY(names.contains(QStringLiteral("make_word")));
        QVERIFY(!names.contains(QStringLiteral("calloc")));
        QCOMPARE(names.size(), groups.index(wordfreq, GroupListModel::Functions).data().toInt());

        groups.setKind(GroupingKind::Cycle);
        bool sawCycle = false;
        for (int row = 0; row < groups.rowCount(); ++row)
            sawCycle |= groups.index(row, GroupListModel::Name).data().toString() ==
                        QLatin1String("<cycle 1>");
        QVERIFY(sawCycle);
    }

    void classNames()
    {
        QCOMPARE(functiongrouping::classOf(QStringLiteral("ns::Vec<a::b>::push(int)")),
                 QStringLiteral("ns::Vec<a::b>"));
        QCOMPARE(functiongrouping::classOf(QStringLiteral(
                     "std::map<int, std::pair<a::b, c::d> >::find(int const&) const")),
                 QStringLiteral("std::map<int, std::pair<a::b, c::d> >"));
        QCOMPARE(functiongrouping::classOf(QStringLiteral("main")), QString());
        QCOMPARE(functiongrouping::classOf(QStringLiteral("(below main)")), QString());
        QCOMPARE(functiongrouping::classOf(QStringLiteral("f(std::string::iterator)")), QString());
        QCOMPARE(functiongrouping::classOf(QStringLiteral("php::strlen")), QStringLiteral("php"));
        QCOMPARE(functiongrouping::classOf(QStringLiteral(
                     "bool wi::eq_p<generic_wide_int<wide_int_storage> >(a const&)")),
                 QStringLiteral("wi"));
        QCOMPARE(functiongrouping::classOf(QStringLiteral(
                     "void std::vector<int, std::allocator<int> >::push_back(int&&)")),
                 QStringLiteral("std::vector<int, std::allocator<int> >"));
    }

    void shortenedNames()
    {
        QCOMPARE(nameshortener::shortened(QStringLiteral(
                     "std::vector<std::pair<int, std::string>, std::allocator<std::pair<int, "
                     "std::string> > >::push_back(std::pair<int, std::string>&&)")),
                 QStringLiteral("std::vector<\u2026>::push_back(std::pair<\u2026>&&)"));
        QCOMPARE(nameshortener::shortened(QStringLiteral("std::basic_string<char>::size() const")),
                 QStringLiteral("std::basic_string<char>::size() const"));
        QCOMPARE(nameshortener::shortened(QStringLiteral(
                     "operator<<(std::ostream&, Big<With, Many, Arguments> const&)")),
                 QStringLiteral("operator<<(std::ostream&, Big<\u2026> const&)"));
        QCOMPARE(nameshortener::shortened(QStringLiteral("(below main)")),
                 QStringLiteral("(below main)"));
        // Brackets that do not follow a name belong to the name: Python's built-ins and methods,
        // C++'s anonymous namespace. Collapsing them made these two read "<\u2026>" alike.
        QCOMPARE(nameshortener::shortened(QStringLiteral("<built-in method marshal.loads>")),
                 QStringLiteral("<built-in method marshal.loads>"));
        QCOMPARE(nameshortener::shortened(QStringLiteral("<method 'append' of 'list' objects>")),
                 QStringLiteral("<method 'append' of 'list' objects>"));
        QCOMPARE(nameshortener::shortened(
                     QStringLiteral("(anonymous namespace)::Parser::read(std::string_view)")),
                 QStringLiteral("(anonymous namespace)::Parser::read(std::string_view)"));
        QCOMPARE(nameshortener::shortened(QStringLiteral("<module>'<frozen importlib._bootstrap>")),
                 QStringLiteral("<module>'<frozen importlib._bootstrap>"));
        // Template arguments followed by a parameter list, and operator() with parameters.
        QCOMPARE(nameshortener::shortened(
                     QStringLiteral("void f<std::pair<int, int> >(std::pair<int, int> const&)")),
                 QStringLiteral("void f<\u2026>(std::pair<int, int> const&)"));
        QCOMPARE(nameshortener::shortened(
                     QStringLiteral("Lambda::operator()(std::vector<int> const&) const")),
                 QStringLiteral("Lambda::operator()(std::vector<int> const&) const"));
        QCOMPARE(nameshortener::shortened(QStringLiteral("broken<unbalanced(name")),
                 QStringLiteral("broken<unbalanced(name"));
        // The list shows the short form; filtering still sees the whole name.
        QByteArray text = "events: Ir\nfn=ns::Holder<std::map<int, std::string>>::get(int, "
                          "std::string const&)\n1 5\n";
        const auto result = loadedText(text, QStringLiteral("short.out"));
        Session session;
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        FlatProfileFilterModel proxy(model);
        QCOMPARE(model.index(0, FlatProfileModel::Function).data().toString(),
                 QStringLiteral("ns::Holder<\u2026>::get(int, std::string const&)"));
        proxy.setNamePattern(QStringLiteral("std::map<int"), false);
        QCOMPARE(proxy.rowCount(), 1);
    }

    // Overloads that differ only in long parameter lists: collapsing each list to "(…)" made them
    // one name in the list; each parameter shortened on its own keeps them apart.
    void overloadsStayDistinguishable()
    {
        const QStringList overloads = {
            QStringLiteral("ns::Parser::read(std::vector<std::pair<int, std::string>, "
                           "std::allocator<std::pair<int, std::string> > > const&)"),
            QStringLiteral("ns::Parser::read(std::map<std::string, std::vector<int>, "
                           "std::less<std::string> > const&)"),
            QStringLiteral("ns::Parser::read(std::map<std::string, std::vector<int>, "
                           "std::less<std::string> > const&, unsigned long)"),
            QStringLiteral("ns::Parser::read(std::basic_string_view<char, "
                           "std::char_traits<char> >, bool)"),
            QStringLiteral(
                "ns::Parser::read(void (*)(int, long), std::function<void (int, long, double)>)"),
        };
        QByteArray text = "events: Ir\n";
        for (const QString& name : overloads)
            text += "fn=" + name.toUtf8() + "\n1 5\n";
        const auto result = loadedText(text, QStringLiteral("overloads.out"));
        Session session;
        session.setShortNames(true);
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        QCOMPARE(model.rowCount(), int(overloads.size()));
        QSet<QString> shown;
        for (int row = 0; row < model.rowCount(); ++row) {
            const QString name = model.index(row, FlatProfileModel::Function).data().toString();
            QVERIFY2(name.size() < 60, qPrintable(name)); // still short
            shown.insert(name);
        }
        QCOMPARE(shown.size(), overloads.size());
        QCOMPARE(nameshortener::shortened(overloads[0]),
                 QStringLiteral("ns::Parser::read(std::vector<\u2026> const&)"));
        QCOMPARE(nameshortener::shortened(overloads[2]),
                 QStringLiteral("ns::Parser::read(std::map<\u2026> const&, unsigned long)"));
        QCOMPARE(nameshortener::shortened(overloads[4]),
                 QStringLiteral("ns::Parser::read(void (*)(int, long), std::function<\u2026>)"));
    }

    // Template instantiations that differ only deep inside one long argument: plain shortening
    // makes both "f<…>(int)". In the flat profile and in a list of callees they read apart,
    // through the Session, so every view that asks it shows the same.
    void templateOverloadsStayDistinguishable()
    {
        const QStringList instances = {
            QStringLiteral("void f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("void f<std::vector<long, std::allocator<long> > >(int)"),
            QStringLiteral("std::map<int, Foo, std::less<int>, std::allocator<std::pair<int "
                           "const, Foo> > >::find(int const&)"),
            QStringLiteral("std::map<int, Bar, std::less<int>, std::allocator<std::pair<int "
                           "const, Bar> > >::find(int const&)"),
        };
        QByteArray text = "events: Ir\nfn=main\n1 1\n";
        for (const QString& name : instances)
            text += "cfn=" + name.toUtf8() + "\ncalls=1 1\n1 5\n";
        for (const QString& name : instances)
            text += "fn=" + name.toUtf8() + "\n1 5\n";
        const auto result = loadedText(text, QStringLiteral("templates.out"));
        QCOMPARE(nameshortener::shortened(instances[0]), nameshortener::shortened(instances[1]));
        QCOMPARE(nameshortener::shortened(instances[2]), nameshortener::shortened(instances[3]));
        Session session;
        session.setShortNames(true);
        session.setProfile(result.profile);
        FlatProfileModel model(session);
        QSet<QString> shown;
        for (int row = 0; row < model.rowCount(); ++row)
            shown.insert(model.index(row, FlatProfileModel::Function).data().toString());
        QCOMPARE(shown.size(), instances.size() + 1);
        // The short key shows; the comparator they share and the allocator that adds nothing
        // do not.
        QVERIFY2(shown.contains(QStringLiteral("std::map<int, Foo, \u2026, \u2026>::find(int "
                                               "const&)")),
                 qPrintable(QStringList(shown.begin(), shown.end()).join(u'|')));

        session.setActiveFunction(*findFunction(*result.profile, QStringLiteral("main")));
        session.deliverChanges();
        CallListModel callees(session, CallListModel::Direction::Callees);
        QSet<QString> calleeNames;
        for (int row = 0; row < callees.rowCount(); ++row)
            calleeNames.insert(callees.index(row, CallListModel::Function).data().toString());
        QCOMPARE(calleeNames.size(), instances.size());
        QCOMPARE(calleeNames, shown - QSet<QString>{QStringLiteral("main")});
    }

    void percentagesRelativeToTheParent()
    {
        // work is called by a (80 of a's 100) and by main (50 of main's 160). Relative to the
        // parent, each caller's row is its share of that caller; the callees of main are shares
        // of main; the other choices stay as they were.
        const auto result = loadText("events: Ir\n"
                                     "fn=main\n1 10\ncfn=a\ncalls=1 1\n1 100\n"
                                     "cfn=work\ncalls=1 1\n1 50\n"
                                     "fn=a\n1 20\ncfn=work\ncalls=2 1\n1 80\n"
                                     "fn=work\n1 130\n",
                                     QStringLiteral("parent.out"));
        QVERIFY(result.profile);
        Session session;
        session.setProfile(result.profile);
        session.setShowPercentages(true);
        session.setActiveFunction(functionNamed(*result.profile, QStringLiteral("work")));
        session.deliverChanges();
        CallListModel callers(session, CallListModel::Direction::Callers);
        QAbstractItemModelTester tester(&callers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const auto rows = [](const CallListModel& model) {
            QStringList texts;
            for (int row = 0; row < model.rowCount(); ++row)
                texts << model.index(row, CallListModel::Function).data().toString() + u'=' +
                             model.index(row, CallListModel::Inclusive).data().toString();
            return texts;
        };
        QCOMPARE(rows(callers).join(u' '), QStringLiteral("a=%1 main=%2")
                                               .arg(QLocale().toString(50.0, 'f', 2) + " %",
                                                    QLocale().toString(31.25, 'f', 2) + " %"));
        session.setRelativeToActive(true);
        session.deliverChanges();
        QCOMPARE(rows(callers).join(u' '), QStringLiteral("a=%1 main=%2")
                                               .arg(QLocale().toString(61.54, 'f', 2) + " %",
                                                    QLocale().toString(38.46, 'f', 2) + " %"));
        session.setRelativeToParent(true);
        session.deliverChanges();
        QVERIFY(!session.relativeToActive()); // one relative choice at a time
        QCOMPARE(rows(callers).join(u' '), QStringLiteral("a=%1 main=%2")
                                               .arg(QLocale().toString(80.0, 'f', 2) + " %",
                                                    QLocale().toString(31.25, 'f', 2) + " %"));
        QCOMPARE(callers.index(0, CallListModel::Inclusive).data(FractionRole).toDouble(), 0.8);

        session.setActiveFunction(functionNamed(*result.profile, QStringLiteral("main")));
        session.deliverChanges();
        CallListModel callees(session, CallListModel::Direction::Callees);
        QCOMPARE(rows(callees).join(u' '), QStringLiteral("a=%1 work=%2")
                                               .arg(QLocale().toString(62.5, 'f', 2) + " %",
                                                    QLocale().toString(31.25, 'f', 2) + " %"));
    }

    // Callers and callees name a function's place as the flat profile does (file and object by
    // their names), and the call site when the profile knows it: callgrind's "???" at line 0,
    // for code without debug information, is left out.
    void callListsNamePlacesAsTheFlatProfileDoes()
    {
        const auto result = loadedText("events: Ir\nob=/usr/lib/libdeep.so\n"
                                       "fl=/src/a/long/path/main.c\nfn=main\n1 1\n"
                                       "cfl=/src/a/long/path/work.c\ncfn=work\ncalls=1 1\n2 5\n"
                                       "fl=???\nfn=nodebug\n0 3\n"
                                       "cfl=/src/a/long/path/work.c\ncfn=work\ncalls=1 1\n0 5\n"
                                       "fl=/src/a/long/path/work.c\nfn=work\n1 10\n",
                                       QStringLiteral("places.out"));
        Session session;
        session.setProfile(result.profile);
        session.setActiveFunction(functionNamed(*result.profile, QStringLiteral("work")));
        session.deliverChanges();
        CallListModel callers(session, CallListModel::Direction::Callers);
        QAbstractItemModelTester tester(&callers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QStringList places;
        for (int row = 0; row < callers.rowCount(); ++row)
            places << callers.index(row, CallListModel::Function).data().toString() + u'=' +
                          callers.index(row, CallListModel::Location).data().toString();
        places.sort();
        QCOMPARE(places,
                 (QStringList{QStringLiteral("main=main.c (libdeep.so), called at main.c:2"),
                              QStringLiteral("nodebug=??? (libdeep.so)")}));

        session.setActiveFunction(functionNamed(*result.profile, QStringLiteral("main")));
        session.deliverChanges();
        CallListModel callees(session, CallListModel::Direction::Callees);
        QCOMPARE(callees.rowCount(), 1);
        QCOMPARE(callees.index(0, CallListModel::Location).data().toString(),
                 QStringLiteral("work.c (libdeep.so), called at main.c:2"));
    }

    // A profile loaded with its detail rows on demand: a callers or callees list that reads
    // rows from the file is made on a worker, empty and computing until it arrives, and then
    // lists what the profile loaded in full lists, sites and all. Once the rows are made, the
    // list is made at once.
    void callListsOfRowsReadFromTheFile()
    {
        QByteArray text = "events: Ir\nfl=(1) work.c\nfn=(1) work\n1 10\n";
        for (int i = 2; i <= 6; ++i) {
            text += "fn=(" + QByteArray::number(i) + ") caller" + QByteArray::number(i) + "\n1 1\n";
            for (int line = 2; line <= 3; ++line)
                text += "cfn=(1)\ncalls=" + QByteArray::number(line) + " 1\n" +
                        QByteArray::number(line) + ' ' + QByteArray::number(i * line) + '\n';
        }
        const QString path = writeFile(QStringLiteral("callers.out"), text);
        const auto rows = [](const CallListModel& model) {
            QStringList texts;
            for (int row = 0; row < model.rowCount(); ++row) {
                const QModelIndex parent = model.index(row, 0);
                QString line;
                for (int column = 0; column < CallListModel::ColumnCount; ++column)
                    line += model.index(row, column).data().toString() + u'|';
                for (int site = 0; site < model.rowCount(parent); ++site)
                    line += model.index(site, CallListModel::Function, parent).data().toString() +
                            u'=' +
                            model.index(site, CallListModel::Count, parent).data().toString() +
                            u' ';
                texts << line;
            }
            return texts;
        };
        const auto full = loadedFiles({path});
        Session fullSession;
        fullSession.setProfile(full.profile);
        fullSession.setActiveFunction(functionNamed(*full.profile, QStringLiteral("work")));
        fullSession.deliverChanges();
        const CallListModel expected(fullSession, CallListModel::Direction::Callers);
        QVERIFY(!expected.isComputing());
        QCOMPARE(expected.rowCount(), 5);
        QVERIFY2(rows(expected).join(u'\n').contains(QLatin1String("|caller2 (2 call site")),
                 qPrintable(rows(expected).join(u'\n')));

        LoadOptions options;
        options.detailsOnDemand = true;
        const auto lazy = loadedFiles({path}, options);
        QVERIFY(lazy.detailsFromFile->readsBlocks());
        Session session;
        session.setProfile(lazy.profile);
        const FunctionId work = functionNamed(*lazy.profile, QStringLiteral("work"));
        session.setActiveFunction(work);
        session.deliverChanges();
        CallListModel callers(session, CallListModel::Direction::Callers);
        QAbstractItemModelTester tester(&callers,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(callers.isComputing());
        QCOMPARE(callers.rowCount(), 0);
        callers.waitForRunning();
        QCoreApplication::sendPostedEvents();
        QVERIFY(!callers.isComputing());
        QCOMPARE(rows(callers), rows(expected));

        // A caller's callees are its own rows, read for work's callers: at once. Work's callees
        // (none) are its rows, not read yet: on the worker.
        session.setActiveFunction(functionNamed(*lazy.profile, QStringLiteral("caller3")));
        session.deliverChanges();
        QVERIFY(!callers.isComputing());
        CallListModel callees(session, CallListModel::Direction::Callees);
        QVERIFY(!callees.isComputing());
        QCOMPARE(callees.rowCount(), 1);
        QCOMPARE(callees.rowCount(callees.index(0, 0)), 2);
        session.setActiveFunction(work);
        session.deliverChanges();
        QVERIFY(callees.isComputing());
        callees.waitForRunning();
        QCoreApplication::sendPostedEvents();
        QCOMPARE(callees.rowCount(), 0);
        // Back at work: its callers' rows are made by now.
        QVERIFY(!callers.isComputing());
        QCOMPARE(rows(callers), rows(expected));
    }

    void cyclesAreSearchedByTheirText()
    {
        // A cycle's row and its members' texts hold a "<cycle N>" the profile does not store:
        // the searched names hold them too, so that the workers match them (the GUI thread
        // made and matched each one at the first keystroke).
        FlatProfileModel model(m_session);
        const SearchableNames& names = model.searchableNames();
        int cycleRows = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const std::string_view name = names.name(model.stableRow(row));
            QCOMPARE(QString::fromUtf8(name.data(), qsizetype(name.size())),
                     model.functionText(row));
            QCOMPARE(names.bytes(model.stableRow(row)), SearchableNames::bitsOf(name));
            cycleRows += model.functionText(row).contains(QLatin1String("<cycle "));
        }
        QVERIFY(cycleRows >= 3); // <cycle 1> and its members
        FlatProfileFilterModel proxy(model);
        QVERIFY(proxy.setNamePattern(QStringLiteral("CYCLE 1>"), false));
        QCOMPARE(proxy.rowCount(), cycleRows);
        // Across the name's end ("is_even'2 <cycle 1>").
        QVERIFY(proxy.setNamePattern(QStringLiteral("EVEN'2 <cy"), false));
        QCOMPARE(proxy.rowCount(), 1);
    }
};

QTEST_MAIN(FlatProfileModelTest)
#include "tst_flatprofilemodel.moc"
