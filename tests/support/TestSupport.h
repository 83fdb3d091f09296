// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

// Helpers shared by the core tests: load profile text from a string and find functions by name.

#include "core/analysis/FlatProfile.h"
#include "core/io/LineReader.h"
#include "core/load/ProfileLoader.h"
#include "core/output/ReportWriter.h"

#include <QDir>
#include <QDirIterator>
#include <QFileInfo>

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <optional>
#include <set>

namespace tally::test {

// How long a joined thread may still be listed in /proc/self/task, in milliseconds: the kernel
// wakes its joiner early in the thread's exit, before it takes the thread's entry away (a
// program joining 5,000 threads found the entry of 239 right after the join). Checks that no
// thread is left wait this long; an idle thread left waiting (a pool's lingers for 30 s) is
// still there after it.
constexpr int kJoinedThreadListedMs = 1000;

inline QTemporaryDir& tempDir()
{
    static QTemporaryDir dir; // lives for the test process
    return dir;
}

// Writes `text` into a file of the test's temporary folder and returns its path.
inline QString writeFile(const QString& name, const QByteArray& text)
{
    const QString path = tempDir().filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

inline profileloader::Result loadText(const QByteArray& text,
                                      const QString& name = QStringLiteral("profile.out"))
{
    return profileloader::load({writeFile(name, text)});
}

// The fixtures most tests start from: a loaded profile and a function by name. A fixture that
// does not load, or lacks the function, is a broken test rather than a finding: it ends the test
// process with the reason.

// The loader's result for `paths`, which holds a profile.
inline profileloader::Result loadedFiles(const QStringList& paths,
                                         const LoadOptions& options = LoadOptions())
{
    auto result = profileloader::load(paths, {}, {}, options);
    if (!result.profile)
        qFatal("the fixture %s does not load: %s", qPrintable(paths.join(QLatin1Char(' '))),
               qPrintable(result.error));
    return result;
}

// The same for profile text, written to a file of the test's folder named `name`.
inline profileloader::Result loadedText(const QByteArray& text,
                                        const QString& name = QStringLiteral("profile.out"))
{
    return loadedFiles({writeFile(name, text)});
}

inline std::optional<FunctionId> findFunction(const Profile& profile, const QString& name,
                                              const QString& file = QString())
{
    for (const FunctionId f : profile.functionIds()) {
        if (profile.functionName(f) == name && (file.isNull() || profile.functionFile(f) == file))
            return f;
    }
    return std::nullopt;
}

// main calling two function templates whose names read alike shortened plainly ("void f<…>(int)")
// and apart once the profile's short names are made: views that keep names make them again then.
inline QByteArray lookAlikeTemplatesProfile()
{
    const QByteArray intVector = "void f<std::vector<int, std::allocator<int> > >(int)";
    const QByteArray longVector = "void f<std::vector<long, std::allocator<long> > >(int)";
    return "events: Ir\nfn=main\n1 1\ncfn=" + intVector + "\ncalls=1 1\n2 5\ncfn=" + longVector +
           "\ncalls=1 1\n3 7\nfn=" + intVector + "\n1 5\nfn=" + longVector + "\n1 7\n";
}

// What a view showed for lookAlikeTemplatesProfile()'s main and its two callees, before the short
// names and after: alike, then apart (the caller checks QTest::currentTestFailed()).
inline void verifyLookAlikesToldApartLater(const QStringList& before, const QStringList& after)
{
    QCOMPARE(before.size(), 3);
    QCOMPARE(before[1], before[2]); // plainly shortened, they read alike
    QCOMPARE(after.size(), 3);
    QVERIFY2(after[1] != after[2], qPrintable(after.join(u'|')));
}

// main calling one plainly named function: its names read the same before the short names and
// after.
inline QByteArray plainNamesProfile()
{
    return "events: Ir\nfn=main\n1 1\ncfn=alpha\ncalls=1 1\n2 5\nfn=alpha\n1 5\n";
}

// About 40 MB of cost lines over many functions: long enough to load that a test can stop the
// load or close the window meanwhile; with a `summary:` line when `withSummary`.
inline QByteArray bigProfile(bool withSummary = false)
{
    constexpr int functions = 2000;
    constexpr int linesPerFunction = 2000;
    QByteArray text = "events: Ir Dr\n";
    if (withSummary)
        text += "summary: " + QByteArray::number(qint64(functions) * linesPerFunction * 3) + " 0\n";
    text.reserve(45 * 1024 * 1024);
    for (int f = 0; f < functions; ++f) {
        text += "fn=(" + QByteArray::number(f) + ") function_" + QByteArray::number(f) + "\n";
        text += "1 3\n";
        for (int l = 1; l < linesPerFunction; ++l)
            text += "+1 3\n";
    }
    return text;
}

// The function named `name` (in `file` when given); a fixture without it ends the test process.
inline FunctionId functionNamed(const Profile& profile, const QString& name,
                                const QString& file = QString())
{
    const auto f = findFunction(profile, name, file);
    if (!f)
        qFatal("no function %s", qPrintable(name));
    return *f;
}

// Functions of one profile by name, the fixture the suites call `id`:
// `const FunctionByName id(profile); id("main")`; of one file only when `file` is given.
class FunctionByName
{
public:
    explicit FunctionByName(const Profile& profile, QString file = QString())
        : m_profile(profile), m_file(std::move(file))
    {}
    FunctionId operator()(const char* name) const
    {
        return functionNamed(m_profile, QString::fromUtf8(name), m_file);
    }

private:
    const Profile& m_profile;
    QString m_file;
};

inline QStringList diagnosticTexts(const Profile& profile)
{
    QStringList texts;
    for (const auto& d : profile.diagnostics())
        texts << QStringLiteral("%1: %2").arg(d.line).arg(d.message);
    return texts;
}

inline QString sharedDir()
{
    return QStringLiteral(TALLY_SHARED_DIR);
}

// The real files of ../shared/corpus/external, sorted; none without it.
inline QString corpusDir()
{
    return sharedDir() + QStringLiteral("/corpus/external");
}

inline QStringList corpusFiles()
{
    QStringList files;
    QDirIterator it(corpusDir(), QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (!path.endsWith(QLatin1String("SOURCES.tsv")))
            files << path;
    }
    files.sort();
    return files;
}

// A data-driven test's rows, one per corpus file named by its file name, or one "absent" row
// with an empty path (the test then QSKIPs) without the corpus.
inline void addCorpusRows()
{
    QTest::addColumn<QString>("path");
    const QStringList files = corpusFiles();
    for (const QString& path : files)
        QTest::newRow(qPrintable(path.mid(corpusDir().size() + 1))) << path;
    if (files.isEmpty())
        QTest::newRow("absent") << QString();
}

// A data-driven test's rows, one per seed of the loader's fuzzer (odd files made to reach the
// loader's corners: events after a cut, an instruction part joined to a line part, empty bodies),
// named by its file name.
inline void addFuzzSeedRows()
{
    QTest::addColumn<QString>("path");
    const QDir seeds(QStringLiteral(TALLY_TEST_DATA "/../../fuzz/corpus/load"));
    const QStringList names = seeds.entryList(QDir::Files, QDir::Name);
    QVERIFY(names.size() > 10);
    for (const QString& name : names)
        QTest::newRow(qPrintable(name)) << seeds.filePath(name);
}

// Runs `program` in the test's temporary folder; returns an empty array on success, else the end
// of its error output.
inline QByteArray runTool(const QString& program, const QStringList& arguments)
{
    QProcess process;
    process.setWorkingDirectory(tempDir().path());
    process.start(program, arguments);
    const bool ok = process.waitForFinished(180000) &&
                    process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
    return ok ? QByteArray() : process.readAllStandardError().right(2000) + " (failed)";
}

// A profile valgrind records at test time: `cSource` is compiled with gcc (`compileFlags`, e.g.
// -g -O0) and run under callgrind with `callgrindFlags`. Returns the profile's path, or an empty
// string with `error` set; `skip` is set when gcc or valgrind is missing (the test should QSKIP).
struct RecordedProfile
{
    QString path;
    QString sourcePath;
    QString binaryPath;
    QByteArray error;
    bool skip = false;
};

inline RecordedProfile recordValgrindProfile(const QString& name, const QByteArray& cSource,
                                             const QStringList& compileFlags,
                                             const QStringList& callgrindFlags)
{
    RecordedProfile result;
    const QString gcc = QStandardPaths::findExecutable(QStringLiteral("gcc"));
    const QString valgrind = QStandardPaths::findExecutable(QStringLiteral("valgrind"));
    if (gcc.isEmpty() || valgrind.isEmpty()) {
        result.skip = true;
        result.error = "needs gcc and valgrind on PATH";
        return result;
    }
    result.sourcePath = writeFile(name + QStringLiteral(".c"), cSource);
    result.binaryPath = tempDir().filePath(name);
    result.error = runTool(gcc, compileFlags + QStringList{QStringLiteral("-o"), result.binaryPath,
                                                           result.sourcePath});
    if (!result.error.isEmpty())
        return result;
    const QString out = tempDir().filePath(QStringLiteral("callgrind.out.") + name);
    result.error = runTool(valgrind, QStringList{QStringLiteral("--tool=callgrind"),
                                                 QStringLiteral("--callgrind-out-file=") + out} +
                                         callgrindFlags + QStringList{result.binaryPath});
    if (result.error.isEmpty())
        result.path = out;
    return result;
}

} // namespace tally::test
