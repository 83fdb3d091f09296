// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Finding source and object files (absolute, relative, remapped, searched, missing) and parsing
// objdump's output, on temporary folders and captured text.

#include "tests/support/TestSupport.h"

#include "core/external/ObjdumpParser.h"
#include "core/external/ObjdumpRunner.h"
#include "core/external/SourcePathResolver.h"

namespace tally::test {

class SourcePathsTest : public QObject
{
    Q_OBJECT

private:
    QString makeFile(const QString& relative)
    {
        const QString path = tempDir().filePath(relative);
        QDir().mkpath(QFileInfo(path).path());
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(path));
        file.write("int x;\n");
        return QDir::cleanPath(path);
    }

private slots:
    void absolutePathAsRecorded()
    {
        const QString path = makeFile(QStringLiteral("abs/a.c"));
        const SourcePathResolver resolver({}, QString());
        const auto result = resolver.resolve(path);
        QCOMPARE(result.path, path);
        QCOMPARE(result.tried, QStringList{path});
    }

    void relativeToProfileFolder()
    {
        const QString path = makeFile(QStringLiteral("prof/src/b.c"));
        const SourcePathResolver resolver({}, tempDir().filePath(QStringLiteral("prof")));
        QCOMPARE(resolver.resolve(QStringLiteral("src/b.c")).path, path);
        QCOMPARE(resolver.resolve(QStringLiteral("./src/./b.c")).path, path);
    }

    void relativeToCommandFolder()
    {
        const QString path = makeFile(QStringLiteral("build/bin/src/c.c"));
        const QString command = tempDir().filePath(QStringLiteral("build/bin/program")) +
                                QStringLiteral(" --flag value");
        const SourcePathResolver resolver({}, tempDir().filePath(QStringLiteral("elsewhere")),
                                          command);
        const auto result = resolver.resolve(QStringLiteral("src/c.c"));
        QCOMPARE(result.path, path);
        QCOMPARE(result.tried.size(), 2); // the profile's folder first
        QCOMPARE(SourcePathResolver::commandDirectory(QStringLiteral("./bin/x -v"),
                                                      QStringLiteral("/p")),
                 QStringLiteral("/p/bin"));
        QCOMPARE(SourcePathResolver::commandDirectory(QStringLiteral("python3 x.py"),
                                                      QStringLiteral("/p")),
                 QString());
    }

    void remappedPrefix()
    {
        const QString path = makeFile(QStringLiteral("home/me/x/src/d.c"));
        SourcePathOptions options;
        options.remaps.push_back({QStringLiteral("/build/x"), tempDir().filePath("home/me/x")});
        const SourcePathResolver resolver(options, QString());
        const auto result = resolver.resolve(QStringLiteral("/build/x/src/d.c"));
        QCOMPARE(result.path, path);
        QCOMPARE(result.tried, (QStringList{QStringLiteral("/build/x/src/d.c"), path}));
        // Only whole path components: /build/xy is not under /build/x.
        QVERIFY(!resolver.resolve(QStringLiteral("/build/xy/src/d.c")).found());
    }

    void searchFoldersByPathAndByName()
    {
        const QString path = makeFile(QStringLiteral("search/lib/e.c"));
        SourcePathOptions options;
        options.searchFolders << tempDir().filePath(QStringLiteral("nothing"))
                              << tempDir().filePath(QStringLiteral("search"));
        const SourcePathResolver resolver(options, QString());
        QCOMPARE(resolver.resolve(QStringLiteral("lib/e.c")).path, path);
        // By name alone, for an absolute path from another machine.
        const QString other = makeFile(QStringLiteral("search/f.c"));
        QCOMPARE(resolver.resolve(QStringLiteral("/somewhere/else/f.c")).path, other);
    }

    void missingFileNamesTheTriedPaths()
    {
        SourcePathOptions options;
        options.searchFolders << QStringLiteral("/nonexistent/search");
        options.remaps.push_back({QStringLiteral("/gone"), QStringLiteral("/also/gone")});
        const SourcePathResolver resolver(options, QStringLiteral("/nonexistent/profile"));
        const auto result = resolver.resolve(QStringLiteral("/gone/src/g.c"));
        QVERIFY(!result.found());
        const QStringList expected{QStringLiteral("/gone/src/g.c"),
                                   QStringLiteral("/also/gone/src/g.c"),
                                   QStringLiteral("/nonexistent/search/g.c")};
        QCOMPARE(result.tried, expected);
        const QString message = result.message(QStringLiteral("/gone/src/g.c"));
        for (const QString& tried : expected)
            QVERIFY2(message.contains(tried), qPrintable(message));
        // A folder is not a file.
        QVERIFY(!SourcePathResolver({}, QString()).resolve(tempDir().path()).found());
    }

    void parsesObjdumpOutput()
    {
        const QByteArray text =
            "\n"
            "demo:     file format elf64-x86-64\n\n\n"
            "Disassembly of section .text:\n\n"
            "0000000000001139 <main>:\n"
            "main():\n"
            "/tmp/srcdemo/demo.c:24\n"
            "    1139:\tsub    $0x8,%rsp\n"
            "leaf():\n"
            "/tmp/srcdemo/demo.c:8 (discriminator 3)\n"
            "    114e:\tmovslq %edx,%rax\n"
            "    117c:\tjne    114e <main+0x15>\n"
            "    1180:\trep stos %rax,%es:(%rdi)\n"
            "    1185:\tcall   1030 <printf@plt>\n"
            "    118a:\tjmp    *%rax\n"
            "    118c:\tret\n"
            "\n"
            "0000000000001190 <std::vector<int, std::allocator<int> >::size() const>:\n"
            "    1190:\tnop\n";
        const auto insns = objdump::parse(text);
        QCOMPARE(insns.size(), std::size_t(8));
        QCOMPARE(insns[0].address, Address(0x1139));
        QCOMPARE(insns[0].mnemonic, QStringLiteral("sub"));
        QCOMPARE(insns[0].operands, QStringLiteral("$0x8,%rsp"));
        QCOMPARE(insns[0].sourceFile, QStringLiteral("/tmp/srcdemo/demo.c"));
        QCOMPARE(insns[0].sourceLine, LineNumber(24));
        QCOMPARE(insns[0].symbol, QStringLiteral("main"));
        QCOMPARE(insns[1].sourceLine, LineNumber(8));
        QVERIFY(insns[2].isJump && insns[2].hasTarget);
        QCOMPARE(insns[2].target, Address(0x114e));
        QCOMPARE(insns[3].mnemonic, QStringLiteral("rep stos"));
        QVERIFY(!insns[3].isJump);
        QVERIFY(insns[4].isCall && insns[4].hasTarget);
        QCOMPARE(insns[4].target, Address(0x1030));
        QVERIFY(insns[5].isJump && !insns[5].hasTarget); // indirect
        QCOMPARE(insns[6].text(), QStringLiteral("ret"));
        QCOMPARE(insns[7].symbol,
                 QStringLiteral("std::vector<int, std::allocator<int> >::size() const"));
        QCOMPARE(insns[7].sourceLine, LineNumber(0));
    }

    // With raw bytes (the runner asks for them): the bytes column, long instructions' bytes
    // continued on lines of their own, and the same instructions as without.
    void parsesInstructionBytes()
    {
        const QByteArray text = "0000000000004720 <f>:\n"
                                "    4720:\t48 89 e5             \tmov    %rsp,%rbp\n"
                                "    4723:\t66 2e 0f 1f 84 00 00 \tcs nopw 0x0(%rax,%rax,1)\n"
                                "    472a:\t00 00 00 \n"
                                "    472d:\tc3                   \tret\n"
                                "    472e:\td10043ff \tsub\tsp, sp, #0x10\n"
                                "    4732:\tdc                   \tdc civac, x0\n";
        const auto insns = objdump::parse(text);
        QCOMPARE(insns.size(), std::size_t(5));
        QCOMPARE(insns[0].bytes, QStringLiteral("48 89 e5"));
        QCOMPARE(insns[0].mnemonic, QStringLiteral("mov"));
        QCOMPARE(insns[0].operands, QStringLiteral("%rsp,%rbp"));
        QCOMPARE(insns[1].bytes, QStringLiteral("66 2e 0f 1f 84 00 00 00 00 00"));
        QCOMPARE(insns[1].mnemonic, QStringLiteral("cs nopw"));
        QCOMPARE(insns[2].bytes, QStringLiteral("c3"));
        QCOMPARE(insns[2].text(), QStringLiteral("ret"));
        QCOMPARE(insns[3].bytes, QStringLiteral("d10043ff"));
        QCOMPARE(insns[4].mnemonic, QStringLiteral("dc"));
        QCOMPARE(insns[4].operands, QStringLiteral("civac, x0"));
        QVERIFY(!objdump::arguments({}).contains(QStringLiteral("--no-show-raw-insn")));
    }

    void findsTheSymbolContainingAnAddress()
    {
        const QByteArray nm = "0000000000001139 000000000000003a T main\n"
                              "0000000000001100 0000000000000100 t outer\n"
                              "0000000000001120 0000000000000010 W weak_inner\n"
                              "0000000000004010 0000000000000004 D data\n"
                              "0000000000001200 0000000000000000 T empty\n"
                              "garbage line\n";
        auto symbol = objdump::findSymbol(nm, 0x1150);
        QVERIFY(symbol);
        QCOMPARE(symbol->first, Address(0x1139)); // the innermost one
        QCOMPARE(symbol->end, Address(0x1139 + 0x3a));
        symbol = objdump::findSymbol(nm, 0x1125);
        QVERIFY(symbol);
        QCOMPARE(symbol->first, Address(0x1120));
        QVERIFY(!objdump::findSymbol(nm, 0x4010)); // data, not code
        QVERIFY(!objdump::findSymbol(nm, 0x1200)); // size 0
        QVERIFY(!objdump::findSymbol(QByteArray(), 0x1150));
    }

    void parserSurvivesGarbage()
    {
        QCOMPARE(objdump::parse(QByteArray()).size(), std::size_t(0));
        const QByteArray junk = "  zz:\tnop\n   :\t\n\t\t\n<x>:\n 12:34:56\n:::: 7\n";
        QCOMPARE(objdump::parse(junk).size(), std::size_t(0));
    }

    void runnerUsesArgumentListAndReportsMissingTools()
    {
        objdump::Request request;
        request.object = QStringLiteral("-rf; echo x");
        request.start = 0x10;
        request.stop = 0x20;
        request.intelSyntax = true;
        const QStringList args = objdump::arguments(request);
        QCOMPARE(args.mid(args.size() - 2),
                 (QStringList{QStringLiteral("--"), QStringLiteral("-rf; echo x")}));
        QVERIFY(args.contains(QStringLiteral("--start-address=0x10")));
        QVERIFY(args.contains(QStringLiteral("--stop-address=0x20")));
        QVERIFY(args.contains(QStringLiteral("intel")));

        request.objdump = QStringLiteral("no-such-objdump-tool");
        QVERIFY(objdump::run(request).error.contains(QLatin1String("not installed")));
        request.objdump = QStringLiteral("objdump");
        request.object = tempDir().filePath(QStringLiteral("no-such-binary"));
        if (!QStandardPaths::findExecutable(QStringLiteral("objdump")).isEmpty())
            QVERIFY(objdump::run(request).error.contains(QLatin1String("does not exist")));
    }

    void stopKillsTheTools()
    {
        // Tools that would run far longer than any test: a stop request ends them, where
        // without it the caller (a window being closed) waits for the timeout.
        const QString tool = writeFile(QStringLiteral("slow-tool"), "#!/bin/sh\nexec sleep 600\n");
        QFile::setPermissions(tool, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
        std::stop_source stop;
        stop.request_stop();
        objdump::Request request;
        request.objdump = tool;
        request.object = tool; // any regular file
        request.timeoutMs = 600000;
        const auto result = objdump::run(request, stop.get_token());
        QVERIFY2(result.error.contains(QLatin1String("was stopped")), qPrintable(result.error));
        QVERIFY(!objdump::symbolAt(tool, 0x10, stop.get_token(), tool, 600000));
    }
};

} // namespace tally::test

QTEST_GUILESS_MAIN(tally::test::SourcePathsTest)
#include "tst_sourcepaths.moc"
