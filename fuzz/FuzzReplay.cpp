// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// Replays files (or every file of folders) through a fuzz target without libFuzzer, so that any
// compiler and every build runs the corpus, every input every way (Depth::EveryWay): CTest runs
// each target over its fuzz/corpus folder, and the asan and tsan presets check them with their
// sanitizers. Exits non-zero when it found no input, so a missing corpus cannot pass as an empty
// run.
//
//   tally_fuzz_replay analyses|load|names FILE_OR_FOLDER...

#include "fuzz/FuzzTargets.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QStringList>

#include <cstdio>
#include <string_view>

namespace {

QStringList inputsOf(const QString& path)
{
    if (!QFileInfo(path).isDir())
        return {path};
    QStringList files;
    QDirIterator it(path, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort(); // a stable order, so a failure names the same input every run
    return files;
}

const tally::fuzz::Target* targetNamed(std::string_view name)
{
    for (const auto& target : tally::fuzz::kTargets) {
        if (target.name == name)
            return &target;
    }
    return nullptr;
}

} // namespace

int main(int argc, char** argv)
{
    const tally::fuzz::Target* target = argc > 1 ? targetNamed(argv[1]) : nullptr;
    if (!target) {
        std::fprintf(stderr, "usage: tally_fuzz_replay analyses|load|names FILE_OR_FOLDER...\n");
        return 2;
    }
    int replayed = 0;
    for (int i = 2; i < argc; ++i) {
        for (const QString& file : inputsOf(QFile::decodeName(argv[i]))) {
            QFile input(file);
            if (!input.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(file));
                return 1;
            }
            const QByteArray bytes = input.readAll();
            target->run({reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                         std::size_t(bytes.size())},
                        tally::fuzz::Depth::EveryWay);
            ++replayed;
        }
    }
    std::printf("replayed %d inputs through %s\n", replayed, argv[1]);
    return replayed > 0 ? 0 : 1;
}
