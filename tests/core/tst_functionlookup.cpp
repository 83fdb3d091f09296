// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// What --select names (core/analysis/FunctionLookup): exact names, NAME@FILE, <cycle N>, parts
// of names, and the candidates offered when a name matches no function or several.

#include "tests/support/TestSupport.h"

#include "core/analysis/FunctionLookup.h"

using namespace tally;
using namespace tally::test;
using namespace Qt::StringLiterals;

namespace {

// Two `init` functions (one per file), an `init` in a second object with the first's file, a
// name with '@' in it, a b <-> c recursion cycle, and eleven parse_* functions.
QByteArray profileText()
{
    QByteArray text = "events: Ir\n"
                      "ob=/usr/bin/prog\nfl=/src/app/main.c\nfn=main\n1 1\n"
                      "cfn=init\ncalls=1 1\n1 50\n"
                      "cfl=/src/lib/util.c\ncfn=init\ncalls=1 1\n1 30\n"
                      "cob=/usr/lib/libx.so\ncfl=/src/app/main.c\ncfn=init\ncalls=1 1\n1 20\n"
                      "cfl=/src/lib/util.c\ncfn=b\ncalls=1 1\n1 40\n"
                      "fn=init\n1 50\n"
                      "fl=/src/lib/util.c\nfn=init\n1 30\n"
                      "fn=b\n1 10\ncfn=c\ncalls=1 1\n1 30\n"
                      "fn=c\n1 10\ncfn=b\ncalls=1 1\n1 20\n"
                      "ob=/usr/lib/libx.so\nfl=/src/app/main.c\nfn=init\n1 20\n"
                      "fn=memcpy@@GLIBC_2.14\n1 5\n";
    for (int i = 0; i < 11; ++i)
        text += "fn=parse_" + QByteArray::number(i) + "\n1 " + QByteArray::number(100 + i) + "\n";
    return text;
}

} // namespace

class FunctionLookupTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        auto result = loadedText(profileText());
        m_profile = result.profile;
        m_flat = FlatProfile(*m_profile, {true, {}});
        QCOMPARE(m_flat.cycles().size(), std::size_t(1));
    }

    void exactName()
    {
        const auto found = find(u"main"_s);
        QCOMPARE(found.status, functionlookup::Status::Found);
        QCOMPARE(m_profile->functionName(found.function), u"main"_s);
        QCOMPARE(found.cycle, -1);
        // An exact name wins over names that contain it (parse_1 is in parse_10).
        QCOMPARE(name(find(u"parse_1"_s)), u"parse_1"_s);
        // '@' inside a name: the exact name first.
        QCOMPARE(name(find(u"memcpy@@GLIBC_2.14"_s)), u"memcpy@@GLIBC_2.14"_s);
    }

    void severalOfOneName()
    {
        const auto init = find(u"init"_s);
        QCOMPARE(init.status, functionlookup::Status::Ambiguous);
        QCOMPARE(init.matchCount, std::size_t(3));
        // Costliest first, each written as --select takes it back.
        QStringList selectors;
        for (const FunctionId f : init.candidates)
            selectors << functionlookup::selector(*m_profile, f);
        QCOMPARE(selectors, (QStringList{u"init@/src/app/main.c"_s, u"init@/src/lib/util.c"_s,
                                         u"init@/src/app/main.c"_s}));

        // NAME@FILE: the full path, a tail of it, the file name; or the object.
        for (const QString& where : {u"/src/lib/util.c"_s, u"lib/util.c"_s, u"util.c"_s}) {
            const auto found = find(u"init@"_s + where);
            QCOMPARE(found.status, functionlookup::Status::Found);
            QCOMPARE(m_profile->functionFile(found.function), u"/src/lib/util.c"_s);
        }
        QCOMPARE(find(u"init@main.c"_s).status, functionlookup::Status::Ambiguous);
        const auto inObject = find(u"init@libx.so"_s);
        QCOMPARE(inObject.status, functionlookup::Status::Found);
        QCOMPARE(m_profile->functionObject(inObject.function), u"/usr/lib/libx.so"_s);
        // Two of them are in /usr/bin/prog.
        QCOMPARE(find(u"init@/usr/bin/prog"_s).status, functionlookup::Status::Ambiguous);
        // Not a path's tail unless at a '/': "til.c" is no file here.
        QCOMPARE(find(u"init@til.c"_s).status, functionlookup::Status::Unknown);
        QCOMPARE(find(u"memcpy@@GLIBC_2.14@util.c"_s).status, functionlookup::Status::Unknown);
    }

    void cycles()
    {
        const auto cycle = find(u"<cycle 1>"_s);
        QCOMPARE(cycle.status, functionlookup::Status::Found);
        QCOMPARE(cycle.cycle, 0);
        QVERIFY(!cycle.function.isValid());
        const auto none = find(u"<cycle 2>"_s);
        QCOMPARE(none.status, functionlookup::Status::Unknown);
        QVERIFY(none.namesCycle);
        // Without cycle detection there are none.
        const FlatProfile flat(*m_profile, {false, {}});
        QCOMPARE(functionlookup::find(*m_profile, flat, u"<cycle 1>"_s).status,
                 functionlookup::Status::Unknown);
    }

    void partsOfNames()
    {
        QCOMPARE(name(find(u"emcp"_s)), u"memcpy@@GLIBC_2.14"_s);
        QCOMPARE(name(find(u"MAI"_s)), u"main"_s); // ignoring case when nothing else matches
        const auto parse = find(u"parse_"_s);
        QCOMPARE(parse.status, functionlookup::Status::Ambiguous);
        QCOMPARE(parse.matchCount, std::size_t(11));
        QCOMPARE(parse.candidates.size(), functionlookup::kMaxCandidates);
        QCOMPARE(name(parse.candidates.front()), u"parse_10"_s); // the costliest
        QVERIFY(!std::ranges::count(parse.candidates, *findFunction(*m_profile, u"parse_0"_s)));
    }

    void unknown()
    {
        const auto close = find(u"prse9"_s);
        QCOMPARE(close.status, functionlookup::Status::Unknown);
        QVERIFY(!close.candidates.empty());
        QCOMPARE(name(close.candidates.front()), u"parse_9"_s);
        QVERIFY(find(u"zzzz"_s).candidates.empty());
        QCOMPARE(find(QString()).status, functionlookup::Status::Unknown);
        // A flat profile of another profile is refused.
        QCOMPARE(functionlookup::find(*m_profile, FlatProfile(), u"main"_s).status,
                 functionlookup::Status::Unknown);
    }

    // A function with neither file nor object (a Python profiler's builtin) has the selector
    // `NAME@`, and every function is found again by its selector (the window's transforms and
    // its active function across them name functions so).
    void selectorOfAFunctionWithoutFileOrObject()
    {
        const auto result = loadedText("events: Ir\nfn=<len>\n1 5\n"
                                       "ob=/usr/lib/libpy.so\nfn=<len>\n1 7\n"
                                       "fl=/src/a.py\nfn=<len>\n1 9\n",
                                       u"nowhere.out"_s);
        const Profile& profile = *result.profile;
        const FlatProfile flat(profile, {true, {}});
        QStringList selectors;
        for (const FunctionId f : profile.functionIds()) {
            const QString selector = functionlookup::selector(profile, f);
            selectors << selector;
            const auto found = functionlookup::find(profile, flat, selector);
            QCOMPARE(found.status, functionlookup::Status::Found);
            QCOMPARE(found.function, f);
        }
        QCOMPARE(selectors,
                 (QStringList{u"<len>@"_s, u"<len>@/usr/lib/libpy.so"_s, u"<len>@/src/a.py"_s}));
    }

    // Only functions with cost or calls in the selected parts are found.
    void partSelection()
    {
        const auto result = loadedText("events: Ir\npart: 1\nfn=alpha\n1 5\n"
                                       "part: 2\nfn=beta\n1 7\n",
                                       u"parts.out"_s);
        const FlatProfile first(*result.profile, {true, PartMask::fromFlags({true, false})});
        QCOMPARE(functionlookup::find(*result.profile, first, u"alpha"_s).status,
                 functionlookup::Status::Found);
        QCOMPARE(functionlookup::find(*result.profile, first, u"beta"_s).status,
                 functionlookup::Status::Unknown);
    }

private:
    functionlookup::Result find(const QString& text) const
    {
        return functionlookup::find(*m_profile, m_flat, text);
    }
    QString name(const functionlookup::Result& result) const
    {
        return result.status == functionlookup::Status::Found
                   ? m_profile->functionName(result.function)
                   : QString();
    }
    QString name(FunctionId f) const { return m_profile->functionName(f); }

    std::shared_ptr<const Profile> m_profile;
    FlatProfile m_flat;
};

QTEST_GUILESS_MAIN(FunctionLookupTest)
#include "tst_functionlookup.moc"
