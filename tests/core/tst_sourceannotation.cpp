// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Annotation data of a valgrind-made profile of a test program compiled with -g: per-line costs,
// call annotations, jumps, inlined code under its own file, and the disassembly with costs.

#include "tests/support/AnnotatedProgram.h"
#include "tests/support/TestSupport.h"

#include "core/analysis/AssemblyAnnotation.h"
#include "core/analysis/SourceAnnotation.h"
#include "core/external/ObjdumpRunner.h"

namespace tally::test {

namespace {

std::vector<Cost> selfOf(const Profile& profile, FunctionId f)
{
    FlatProfile flat(profile, {});
    const auto self = flat.self(f);
    return {self.begin(), self.end()};
}
} // namespace

class SourceAnnotationTest : public QObject
{
    Q_OBJECT

private:
    std::shared_ptr<const Profile> m_profile;
    RecordedProfile m_recorded;

private slots:
    void initTestCase()
    {
        writeFile(QStringLiteral("annotate_helper.h"), kAnnotatedHeader);
        m_recorded = recordValgrindProfile(
            QStringLiteral("annotate"), annotatedProgram("annotate_helper.h"),
            {QStringLiteral("-g"), QStringLiteral("-O0"),
             QStringLiteral("-fno-inline-small-functions")},
            {QStringLiteral("--dump-instr=yes"), QStringLiteral("--collect-jumps=yes")});
        if (m_recorded.skip)
            QSKIP(m_recorded.error.constData());
        QVERIFY2(m_recorded.error.isEmpty(), m_recorded.error.constData());
        auto result = profileloader::load({m_recorded.path});
        QVERIFY(result.profile);
        m_profile = result.profile;
        QVERIFY(m_profile->sources().front().hasAddresses);
    }

    void lineCostsSumToSelfCost()
    {
        for (const char* name : {"leaf", "middle", "main"}) {
            const auto f = findFunction(*m_profile, QString::fromLatin1(name));
            QVERIFY2(f, name);
            const auto annotation = SourceAnnotation::build(*m_profile, *f);
            std::vector<Cost> sum(std::size_t(m_profile->events().realCount()), 0);
            for (const auto& file : annotation.files()) {
                for (const auto& line : file.lines) {
                    for (std::size_t e = 0; e < sum.size(); ++e)
                        sum[e] += line.self[e];
                }
            }
            QCOMPARE(sum, selfOf(*m_profile, *f));
            QCOMPARE(annotation.self(), sum);
            QVERIFY(sum[0] > 0);
        }
    }

    void leafCostsOnItsLoopLines()
    {
        const auto f = findFunction(*m_profile, QStringLiteral("leaf"));
        QVERIFY(f);
        const auto annotation = SourceAnnotation::build(*m_profile, *f);
        QCOMPARE(annotation.files().size(), std::size_t(1));
        const auto& file = annotation.files().front();
        QVERIFY(file.path.endsWith(QLatin1String("annotate.c")));
        // Lines 4..10 only; the loop body (line 8) is the hottest.
        for (const auto& line : file.lines)
            QVERIFY2(line.line >= 4 && line.line <= 10, QByteArray::number(line.line));
        const auto hottest = annotation.hottest(m_profile->events(), 0);
        QCOMPARE(hottest.file, 0);
        QVERIFY(hottest.line == 7 || hottest.line == 8);
    }

    void callAnnotationsOnTheirLines()
    {
        const auto middle = findFunction(*m_profile, QStringLiteral("middle"));
        const auto leaf = findFunction(*m_profile, QStringLiteral("leaf"));
        QVERIFY(middle && leaf);
        const auto annotation = SourceAnnotation::build(*m_profile, *middle);
        const AnnotatedCall* found = nullptr;
        LineNumber foundLine = 0;
        for (const auto& line : annotation.files().front().lines) {
            for (const auto& call : line.calls) {
                if (call.callee == *leaf) {
                    found = &call;
                    foundLine = line.line;
                }
            }
        }
        QVERIFY(found);
        QCOMPARE(foundLine, LineNumber(17));
        QCOMPARE(found->count, Count(5 * 34)); // i % 3 == 0 for 34 of 0..99, five times
        // The inclusive cost of the calls is at least the callee's self cost.
        QCOMPARE(found->inclusive[0], selfOf(*m_profile, *leaf)[0]);
    }

    void inlinedHeaderHasItsOwnFile()
    {
        const auto middle = findFunction(*m_profile, QStringLiteral("middle"));
        QVERIFY(middle);
        const auto annotation = SourceAnnotation::build(*m_profile, *middle);
        QCOMPARE(annotation.files().size(), std::size_t(2));
        QVERIFY(annotation.files()[0].path.endsWith(QLatin1String("annotate.c")));
        const auto& header = annotation.files()[1];
        QVERIFY(header.path.endsWith(QLatin1String("annotate_helper.h")));
        for (const auto& line : header.lines)
            QVERIFY(line.line >= 1 && line.line <= 7);
        QVERIFY(header.self[0] > 0);
    }

    void jumpsWithExecutedAndTaken()
    {
        const auto leaf = findFunction(*m_profile, QStringLiteral("leaf"));
        QVERIFY(leaf);
        const auto annotation = SourceAnnotation::build(*m_profile, *leaf);
        const auto& jumps = annotation.files().front().jumps;
        QVERIFY(!jumps.empty());
        bool loopBack = false;
        for (const auto& jump : jumps) {
            QVERIFY(jump.taken <= jump.executed || !jump.conditional);
            QVERIFY(jump.local);
            // The loop condition jumps back to the body: taken x-1 times per call with x > 0.
            if (jump.conditional && jump.toLine == 8 && jump.fromLine == 7) {
                loopBack = true;
                QVERIFY(jump.executed > jump.taken);
                QVERIFY(jump.taken > 0);
            }
        }
        QVERIFY(loopBack);
    }

    void assemblyCostsSumToSelfCost()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QSKIP("needs objdump");
        for (const char* name : {"leaf", "middle", "main"}) {
            const auto f = findFunction(*m_profile, QString::fromLatin1(name));
            QVERIFY(f);
            const auto range = AssemblyAnnotation::addressRange(*m_profile, *f);
            QVERIFY(range);
            QCOMPARE(m_profile->functionObject(*f), m_recorded.binaryPath);
            objdump::Request request;
            request.object = m_profile->functionObject(*f);
            request.start = range->first;
            request.stop = range->last + 16;
            const auto run = objdump::run(request);
            QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
            const auto assembly = AssemblyAnnotation::build(*m_profile, *f, run.instructions);
            std::vector<Cost> sum(std::size_t(m_profile->events().realCount()), 0);
            for (const auto& insn : assembly.instructions()) {
                QCOMPARE(insn.instruction.symbol, QString::fromLatin1(name));
                for (std::size_t e = 0; e < sum.size(); ++e)
                    sum[e] += insn.self[e];
            }
            QCOMPARE(sum, selfOf(*m_profile, *f));
            QCOMPARE(assembly.unmatched()[0], Cost(0));
            // The first instruction is the function's entry and ran once per call.
            QCOMPARE(assembly.instructions().front().instruction.address, range->first);
            QVERIFY(assembly.instructions().front().self[0] > 0);
        }
    }

    void wholeFunctionFromItsSymbol()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty() ||
            QStandardPaths::findExecutable(QStringLiteral("nm")).isEmpty())
            QSKIP("needs objdump and nm");
        const auto leaf = findFunction(*m_profile, QStringLiteral("leaf"));
        QVERIFY(leaf);
        const auto range = AssemblyAnnotation::addressRange(*m_profile, *leaf);
        QVERIFY(range);
        const auto symbol = objdump::symbolAt(m_recorded.binaryPath, range->first);
        QVERIFY(symbol);
        QCOMPARE(symbol->first, range->first); // the entry ran
        QVERIFY(symbol->end > range->last);
        objdump::Request request;
        request.object = m_recorded.binaryPath;
        request.start = symbol->first;
        request.stop = symbol->end;
        const auto run = objdump::run(request);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        const auto assembly = AssemblyAnnotation::build(*m_profile, *leaf, run.instructions);
        QCOMPARE(assembly.instructions().back().instruction.mnemonic, QStringLiteral("ret"));
        Cost sum = 0;
        for (const auto& insn : assembly.instructions())
            sum += insn.self[0];
        QCOMPARE(sum, selfOf(*m_profile, *leaf)[0]);
        QVERIFY(!objdump::symbolAt(m_recorded.binaryPath, 1)); // no function there
    }

    void assemblyCallsAndJumpsAtTheirInstructions()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QSKIP("needs objdump");
        const auto middle = findFunction(*m_profile, QStringLiteral("middle"));
        const auto leaf = findFunction(*m_profile, QStringLiteral("leaf"));
        QVERIFY(middle && leaf);
        const auto range = AssemblyAnnotation::addressRange(*m_profile, *middle);
        QVERIFY(range);
        objdump::Request request;
        request.object = m_profile->functionObject(*middle);
        request.start = range->first;
        request.stop = range->last + 16;
        request.intelSyntax = true;
        const auto run = objdump::run(request);
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        const auto assembly = AssemblyAnnotation::build(*m_profile, *middle, run.instructions);
        int calls = 0;
        int jumps = 0;
        for (const auto& insn : assembly.instructions()) {
            for (const auto& call : insn.calls) {
                QVERIFY(insn.instruction.isCall);
                if (call.callee == *leaf) {
                    ++calls;
                    QCOMPARE(call.count, Count(170));
                    QCOMPARE(insn.instruction.sourceLine, LineNumber(17));
                }
            }
            for (const auto& jump : insn.jumps) {
                QVERIFY(insn.instruction.isJump);
                if (insn.instruction.hasTarget)
                    QCOMPARE(insn.instruction.target, jump.toAddress);
                ++jumps;
            }
        }
        QCOMPARE(calls, 1);
        QVERIFY(jumps >= 3);
    }
};

} // namespace tally::test

QTEST_GUILESS_MAIN(tally::test::SourceAnnotationTest)
#include "tst_sourceannotation.moc"
