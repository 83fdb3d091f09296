// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// The per-instruction comparison of one function (AssemblyComparison): when two disassemblies
// count as the same code (the same instruction at every address both have, nothing in between
// that one lacks), on hand-made instruction lists; one binary recorded twice with valgrind at
// test time, whose second run calls work() once more: every instruction of work costs exactly
// twice as much, main's extra call is new, the rest unchanged; and two builds whose main differs,
// which are not paired.

#include "tests/support/ComparedProfiles.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/AssemblyComparison.h"
#include "core/external/ObjdumpRunner.h"

using namespace tally;
using namespace tally::test;

namespace {

using Side = ProfileComparison::Side;
using Pairing = AssemblyComparison::Pairing;

std::vector<AnnotatedInstruction>
listing(std::initializer_list<std::pair<Address, const char*>> instructions)
{
    std::vector<AnnotatedInstruction> result;
    for (const auto& [address, text] : instructions) {
        AnnotatedInstruction insn;
        insn.instruction.address = address;
        insn.instruction.mnemonic = QString::fromLatin1(text);
        result.push_back(insn);
    }
    return result;
}

// The whole function `function` of `side`, disassembled as the assembly view does.
AssemblyAnnotation disassemble(const ProfileComparison& comparison, Side side, FunctionId function)
{
    const Profile& profile = comparison.profile(side);
    const auto range = AssemblyAnnotation::addressRange(profile, function);
    if (!range)
        return {};
    objdump::Request request;
    request.object = profile.functionObject(function);
    request.start = range->first;
    request.stop = range->last + 16;
    if (const auto symbol = objdump::symbolAt(request.object, range->first)) {
        request.start = symbol->first;
        request.stop = symbol->end;
    }
    return AssemblyAnnotation::build(profile, function, objdump::run(request).instructions);
}

AssemblyComparison compareFunction(const ProfileComparison& comparison, const QString& name)
{
    const auto row = rowNamed(comparison, name);
    if (row < 0)
        return {};
    const auto& r = comparison.row(std::size_t(row));
    const auto base = disassemble(comparison, Side::Base, r.base);
    const auto current = disassemble(comparison, Side::New, r.current);
    return AssemblyComparison::build(comparison, &base, &current);
}

bool haveTools()
{
    return !QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty() &&
           !QStandardPaths::findExecutable(QStringLiteral("nm")).isEmpty();
}

} // namespace

class TestAssemblyComparison : public QObject
{
    Q_OBJECT

private slots:
    void sameCodeRules()
    {
        const auto a = listing({{0x10, "push"}, {0x11, "mov"}, {0x14, "ret"}});
        QVERIFY(AssemblyComparison::sameCode(a, a));
        // Another instruction at one address.
        QVERIFY(!AssemblyComparison::sameCode(
            a, listing({{0x10, "push"}, {0x11, "add"}, {0x14, "ret"}})));
        // An instruction boundary that the other side lacks, within both spans: the code moved.
        QVERIFY(!AssemblyComparison::sameCode(
            a, listing({{0x10, "push"}, {0x12, "mov"}, {0x14, "ret"}})));
        // One side disassembled further (a longer tail, code that never ran): still the same.
        QVERIFY(AssemblyComparison::sameCode(
            a, listing({{0x10, "push"}, {0x11, "mov"}, {0x14, "ret"}, {0x15, "nop"}})));
        // Nothing in common, or nothing at all.
        QVERIFY(!AssemblyComparison::sameCode(a, listing({{0x40, "push"}})));
        QVERIFY(!AssemblyComparison::sameCode(a, {}));
        // Bytes, when both have them, decide over the text.
        auto withBytes = a;
        auto otherBytes = a;
        withBytes[1].instruction.bytes = QStringLiteral("48 89 e5");
        otherBytes[1].instruction.bytes = QStringLiteral("48 89 e6");
        QVERIFY(!AssemblyComparison::sameCode(withBytes, otherBytes));
    }

    void oneBinaryRecordedTwice()
    {
        if (!haveTools())
            QSKIP("needs objdump and nm");
        const auto recorded = compareRecorded(recordOneBinaryTwice(QStringLiteral("ac-once")));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const ProfileComparison& c = *recorded.comparison;
        QCOMPARE(c.events().type(0).name, QStringLiteral("Ir"));

        const auto work = compareFunction(c, QStringLiteral("work"));
        QCOMPARE(work.pairing(), Pairing::ByAddress);
        QVERIFY(work.instructions().size() > 5);
        Cost once = 0;
        for (const auto& insn : work.instructions()) {
            QCOMPARE(insn.current[0], 2 * insn.base[0]);
            once += insn.base[0];
        }
        QVERIFY(once > 50000 * 5);
        QCOMPARE(once, c.value(c.self(std::size_t(rowNamed(c, "work")), Side::Base), 0));
        QCOMPARE(work.self(Side::New)[0], 2 * once);

        // main: the second call (line 11) ran only in the second run; every other instruction
        // ran as often in both.
        const auto main = compareFunction(c, QStringLiteral("main"));
        QCOMPARE(main.pairing(), Pairing::ByAddress);
        int newOnly = 0;
        for (const auto& insn : main.instructions()) {
            if (insn.line == 11 && insn.current[0] > 0) {
                QCOMPARE(insn.base[0], Cost(0));
                ++newOnly;
            } else {
                QVERIFY2(insn.current == insn.base, qPrintable(QStringLiteral("%1 at line %2")
                                                                   .arg(insn.instruction.text())
                                                                   .arg(insn.line)));
            }
        }
        QVERIFY(newOnly >= 2); // the argument and the call, at least
        QCOMPARE(main.self(Side::New)[0] - main.self(Side::Base)[0],
                 c.selfDelta(std::size_t(rowNamed(c, "main")), 0));
    }

    void twoBuildsNotPaired()
    {
        if (!haveTools())
            QSKIP("needs objdump and nm");
        const auto recorded = compareRecorded(
            recordTwoVersions(QStringLiteral("ac-build"), {QStringLiteral("--dump-instr=yes")}));
        if (recorded.skip)
            QSKIP(recorded.error.constData());
        QVERIFY2(recorded.comparison, recorded.error.constData());
        const ProfileComparison& c = *recorded.comparison;
        // The second build's main has one more call: its code differs, and is not paired.
        const auto main = compareFunction(c, QStringLiteral("main"));
        QCOMPARE(main.pairing(), Pairing::DifferentCode);
        QVERIFY(main.instructions().empty());
        QVERIFY(main.self(Side::New)[0] > main.self(Side::Base)[0]);
        // work's code is the same in both builds; where it also sits at the same address it
        // pairs, and then each instruction costs exactly twice as much.
        const auto work = compareFunction(c, QStringLiteral("work"));
        if (work.pairing() == Pairing::ByAddress) {
            for (const auto& insn : work.instructions())
                QCOMPARE(insn.current[0], 2 * insn.base[0]);
        } else {
            QCOMPARE(work.pairing(), Pairing::DifferentCode);
        }
    }

    void oneSideOnly()
    {
        // A function only in one profile: its instructions with zeros on the other side.
        const auto result = loadText("events: Ir\npositions: instr\nob=/x/prog\nfn=f\n0x10 5\n",
                                     QStringLiteral("one.out"));
        QVERIFY(result.profile);
        const auto snapshot = snapshotOf(result.profile);
        const auto empty = loadText("events: Ir\npositions: instr\nob=/x/prog\nfn=g\n0x40 1\n",
                                    QStringLiteral("other.out"));
        const ProfileComparison c(snapshotOf(empty.profile), snapshot, {});
        verifyExplained(c);
        const auto row = rowNamed(c, QStringLiteral("f"));
        QVERIFY(row >= 0);
        const FunctionId f = c.row(std::size_t(row)).current;
        const auto annotation = AssemblyAnnotation::build(
            c.profile(Side::New), f, {listing({{0x10, "ret"}})[0].instruction});
        const auto added = AssemblyComparison::build(c, nullptr, &annotation);
        QCOMPARE(added.pairing(), Pairing::NewOnly);
        QCOMPARE(added.instructions().size(), std::size_t(1));
        QCOMPARE(added.instructions()[0].current[0], Cost(5));
        QCOMPARE(added.instructions()[0].base[0], Cost(0));
        QCOMPARE(AssemblyComparison::build(c, nullptr, nullptr).pairing(), Pairing::None);
    }
};

QTEST_GUILESS_MAIN(TestAssemblyComparison)
#include "tst_assemblycomparison.moc"
