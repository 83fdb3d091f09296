// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Shortening never makes different functions read alike: names that plain shortening collapses
// to one form are told apart by what they differ in, and shown as briefly as that allows.

#include "core/text/NameShortener.h"
#include "core/text/ShortNames.h"

#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

using namespace tally;

namespace {

const QString kEllipsis = QStringLiteral("\u2026");

QString stdString()
{
    return QStringLiteral(
        "std::__cxx11::basic_string<char, std::char_traits<char>, std::allocator<char> >");
}

// std::map<std::string, V>::find(std::string const&) as GCC demangles it.
QString mapFind(const QString& value)
{
    const QString s = stdString();
    return QStringLiteral("std::map<%1, %2, std::less<%1 >, std::allocator<std::pair<%1 const, "
                          "%2> > >::find(%1 const&)")
        .arg(s, value);
}

// Whether `names` come out of the table as all different.
bool allDifferent(const ShortNames& table, const QStringList& names)
{
    QSet<QString> shown;
    for (const QString& name : names)
        shown.insert(table.shortened(name));
    return shown.size() == QSet<QString>(names.begin(), names.end()).size();
}

} // namespace

class ShortNamesTest : public QObject
{
    Q_OBJECT

private slots:
    // A name leavesAlone() passes is one shortened() gives back unchanged; a name with a bracket
    // is left to shortened(), which reads it (and may leave it too: "(below main)").
    void namesLeftAloneAreThoseShorteningGivesBack()
    {
        const char* const names[] = {"",
                                     "main",
                                     "caf\xc3\xa9",
                                     "PyEval_EvalFrame'0x00000000004fd8e0'main",
                                     "(below main)",
                                     "std::vector<int>::push_back(int const&)",
                                     "operator<<",
                                     "f(int)",
                                     "a<b"};
        int leftToShortening = 0;
        for (const char* name : names) {
            const std::string_view bytes(name);
            const QString text = QString::fromUtf8(bytes.data(), qsizetype(bytes.size()));
            const bool bracket = bytes.find_first_of("<(") != std::string_view::npos;
            QCOMPARE(nameshortener::leavesAlone(bytes), !bracket);
            if (nameshortener::leavesAlone(bytes))
                QCOMPARE(nameshortener::shortened(text), text);
            else
                ++leftToShortening;
        }
        QCOMPARE(leftToShortening, 5);
        QVERIFY(nameshortener::leavesAlone(std::string_view()));
        QVERIFY(nameshortener::shortened(
                    QStringLiteral("std::vector<std::pair<int, long>>::at(int)")) !=
                QStringLiteral("std::vector<std::pair<int, long>>::at(int)"));
    }

    void overloadsInsideOneTemplateArgumentStayApart()
    {
        const QStringList names = {
            QStringLiteral("void f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("void f<std::vector<long, std::allocator<long> > >(int)"),
        };
        // Plain shortening makes them one: the reason for the table.
        QCOMPARE(nameshortener::shortened(names[0]), nameshortener::shortened(names[1]));
        const QStringList shown = nameshortener::distinct(names);
        // The element type tells them apart; the allocator, though it differs, adds nothing.
        QCOMPARE(shown[0], QStringLiteral("void f<std::vector<int, \u2026> >(int)"));
        QCOMPARE(shown[1], QStringLiteral("void f<std::vector<long, \u2026> >(int)"));
        const ShortNames table(names);
        QCOMPARE(table.separatedCount(), 2);
        QCOMPARE(table.shortened(names[0]), shown[0]);
        QVERIFY(allDifferent(table, names));
    }

    void sharedTemplateArgumentsAreLeftOut()
    {
        const QStringList names = {mapFind(QStringLiteral("Foo")), mapFind(QStringLiteral("Bar"))};
        QCOMPARE(nameshortener::shortened(names[0]), nameshortener::shortened(names[1]));
        const QStringList shown = nameshortener::distinct(names);
        // Only the value type tells them apart: the key and comparator they share, and the
        // allocator (which differs by the value type alone), read "…".
        const QString expected = QStringLiteral("std::map<%1, %2, %1, %1>::find("
                                                "std::__cxx11::basic_string<%1> const&)");
        QCOMPARE(shown[0], expected.arg(kEllipsis, QStringLiteral("Foo")));
        QCOMPARE(shown[1], expected.arg(kEllipsis, QStringLiteral("Bar")));
        QVERIFY(shown[0].size() < names[0].size() / 3);
    }

    void aDifferenceDeepInsideIsReached()
    {
        // The value types differ three levels down; everything they share stays collapsed.
        const QString deep = QStringLiteral("std::vector<std::pair<%1, std::unique_ptr<%2> > >");
        const QStringList names = {
            mapFind(deep.arg(stdString(), QStringLiteral("Widget"))),
            mapFind(deep.arg(stdString(), QStringLiteral("Gadget"))),
            mapFind(QStringLiteral("Foo")),
        };
        const QStringList shown = nameshortener::distinct(names);
        QCOMPARE(QSet<QString>(shown.begin(), shown.end()).size(), 3);
        QVERIFY2(shown[0].contains(QStringLiteral("Widget")), qPrintable(shown[0]));
        QVERIFY2(shown[1].contains(QStringLiteral("Gadget")), qPrintable(shown[1]));
        for (const QString& form : shown)
            QVERIFY2(form.size() < 140, qPrintable(form));
    }

    void parameterListsAreOpenedToo()
    {
        const QStringList names = {
            QStringLiteral("read(std::vector<std::pair<int, int>, std::allocator<std::pair<int, "
                           "int> > > const&)"),
            QStringLiteral("read(std::vector<std::pair<int, long>, std::allocator<std::pair<int, "
                           "long> > > const&)"),
        };
        QCOMPARE(nameshortener::shortened(names[0]),
                 QStringLiteral("read(std::vector<\u2026> const&)"));
        const QStringList shown = nameshortener::distinct(names);
        QVERIFY2(shown[0] != shown[1], qPrintable(shown[0]));
        QVERIFY2(shown[0].startsWith(QStringLiteral("read(std::vector<std::pair<int, int>")),
                 qPrintable(shown[0]));
    }

    void namesNoOtherResemblesKeepTheirPlainForm()
    {
        const QStringList names = {
            QStringLiteral("void f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("void f<std::vector<long, std::allocator<long> > >(int)"),
            QStringLiteral("std::vector<int, std::allocator<int> >::push_back(int const&)"),
            QStringLiteral("<built-in method marshal.loads>"),
            QStringLiteral("main"),
            QStringLiteral("main"), // one name in two files
        };
        const ShortNames table(names);
        QCOMPARE(table.separatedCount(), 2);
        QVERIFY(allDifferent(table, names));
        for (const QString& name : names.mid(2))
            QCOMPARE(table.shortened(name), nameshortener::shortened(name));
        // A name the table was not built from is shortened plainly.
        const QString other = QStringLiteral("g<std::vector<int, std::allocator<int> > >()");
        QCOMPARE(table.shortened(other), nameshortener::shortened(other));
    }

    void namesThatContainAnEllipsisAreShownWhole()
    {
        // A name may spell "<…>" itself: it must not meet another's collapsed form.
        const QStringList names = {
            QStringLiteral("f<\u2026>(int)"),
            QStringLiteral("f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("g<a, \u2026>"),
            QStringLiteral("g<std::vector<int, std::allocator<int> > , \u2026>"),
            QStringLiteral("g<std::vector<long, std::allocator<long> > , \u2026>"),
        };
        const ShortNames table(names);
        QVERIFY(allDifferent(table, names));
    }

    void randomNamesNeverReadAlike_data()
    {
        QTest::addColumn<quint32>("seed");
        for (quint32 seed = 1; seed <= 40; ++seed)
            QTest::addRow("seed %u", seed) << seed;
    }

    void randomNamesNeverReadAlike()
    {
        // Names built from a few pieces collide often when shortened: every table keeps them
        // apart, and each form is what plain shortening gives unless another name shares it.
        QFETCH(quint32, seed);
        QRandomGenerator random(seed);
        static const QString pieces[] = {
            QStringLiteral("f<"),
            QStringLiteral("std::vector<"),
            QStringLiteral(">"),
            QStringLiteral(", "),
            QStringLiteral("int"),
            QStringLiteral("long long"),
            QStringLiteral("("),
            QStringLiteral(")"),
            QStringLiteral("const&"),
            QStringLiteral("::g"),
            QStringLiteral("\u2026"),
            QStringLiteral("<"),
            QStringLiteral("unsigned char"),
            QStringLiteral("x"),
            QStringLiteral(" "),
        };
        QStringList names;
        for (int n = 0; n < 300; ++n) {
            QString name;
            const int count = random.bounded(2, 16);
            for (int i = 0; i < count; ++i)
                name += pieces[random.bounded(int(std::size(pieces)))];
            names << name;
        }
        const ShortNames table(names);
        QVERIFY(allDifferent(table, names));
        QHash<QString, int> plain;
        for (const QString& name : QSet<QString>(names.begin(), names.end()))
            ++plain[nameshortener::shortened(name)];
        for (const QString& name : names) {
            if (plain.value(nameshortener::shortened(name)) == 1 && !name.contains(kEllipsis))
                QCOMPARE(table.shortened(name), nameshortener::shortened(name));
        }
    }

    void deepNestingEndsWhole()
    {
        // An untrusted profile's names may nest thousands deep: told apart without recursing
        // without bound.
        QString a = QStringLiteral("x");
        QString b = QStringLiteral("y");
        for (int i = 0; i < 3000; ++i) {
            a = QStringLiteral("f<%1, long long long>").arg(a);
            b = QStringLiteral("f<%1, long long long>").arg(b);
        }
        const QStringList shown = nameshortener::distinct({a, b});
        QVERIFY(shown[0] != shown[1]);
    }

    // A table shared before it is made (the window shows a loaded profile first) reads as one of
    // no names, each shortened plainly, until make() publishes it whole: a reader on another
    // thread sees one or the other, never a mix, and then what a table made at once gives.
    void aTableMadeLaterReadsPlainUntilItIsWhole()
    {
        const QStringList names = {
            QStringLiteral("void f<std::vector<int, std::allocator<int> > >(int)"),
            QStringLiteral("void f<std::vector<long, std::allocator<long> > >(int)"),
            mapFind(QStringLiteral("Foo")),
            mapFind(QStringLiteral("Bar")),
            QStringLiteral("main"),
        };
        std::vector<std::string> bytes;
        for (const QString& name : names)
            bytes.push_back(name.toStdString());
        const std::vector<std::string_view> stored(bytes.begin(), bytes.end());
        const ShortNames atOnce(stored);
        QCOMPARE(atOnce.separatedCount(), 4); // both pairs read alike plainly
        QVERIFY(atOnce.isMade());

        ShortNames later;
        QVERIFY(!later.isMade());
        QCOMPARE(later.separatedCount(), 0);
        QCOMPARE(later.shortened(names[0]), nameshortener::shortened(names[0]));
        QVERIFY(later.distinguishing(names[2]).isEmpty());
        QVERIFY(!atOnce.distinguishing(names[2]).isEmpty());

        // A stop before the table is whole leaves it as it was.
        std::stop_source stopped;
        stopped.request_stop();
        QVERIFY(!later.make(stored, stopped.get_token()));
        QVERIFY(!later.isMade());

        std::atomic<bool> mixed = false;
        std::atomic<bool> sawWhole = false;
        std::thread reader([&] {
            const QString plain = nameshortener::shortened(names[0]);
            const QString separated = atOnce.shortened(names[0]);
            for (;;) {
                const bool made = later.isMade();
                const QString shown = later.shortened(names[0]);
                if (made && shown != separated)
                    mixed = true;
                if (shown != plain && shown != separated)
                    mixed = true;
                if (made) {
                    sawWhole = true;
                    return;
                }
            }
        });
        QVERIFY(later.make(stored));
        reader.join();
        QVERIFY(!mixed);
        QVERIFY(sawWhole);
        QVERIFY(later.isMade());
        QCOMPARE(later.separatedCount(), atOnce.separatedCount());
        for (const QString& name : names) {
            QCOMPARE(later.shortened(name), atOnce.shortened(name));
            QCOMPARE(later.distinguishing(name), atOnce.distinguishing(name));
            QCOMPARE(later.distinguishing(name, false), atOnce.distinguishing(name, false));
        }
        // Once only: a table made stays as it is.
        QVERIFY(!later.make({}));
        QCOMPARE(later.separatedCount(), 4);
    }
};

QTEST_APPLESS_MAIN(ShortNamesTest)
#include "tst_shortnames.moc"
