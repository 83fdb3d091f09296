// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/ProfileSiblings.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace tally::profilesiblings {

namespace {

struct Member
{
    QString path;
    qint64 dump;   // the final dump (no number) sorts last
    qint64 thread; // 0 without one
    qint64 size;
};

std::vector<Member> membersOf(const QDir& dir, const QStringList& names, const QString& base)
{
    const QRegularExpression pattern(
        QStringLiteral("^%1(?:\\.(\\d+))?(?:-(\\d+))?$").arg(QRegularExpression::escape(base)));
    std::vector<Member> members;
    for (const QString& name : names) {
        const auto match = pattern.match(name);
        if (!match.hasMatch())
            continue;
        const QString path = dir.filePath(name);
        members.push_back({path,
                           match.hasCaptured(1) ? match.captured(1).toLongLong()
                                                : std::numeric_limits<qint64>::max(),
                           match.captured(2).toLongLong(), QFileInfo(path).size()});
    }
    return members;
}

struct Candidate
{
    QString base;
    bool withoutDumpNumber; // a trailing `.N` of the name was taken for a dump number
};

// The names the run's BASE may have, shortest first: the file name without its thread and dump
// numbers, without its thread number, and the name itself.
std::vector<Candidate> candidateBases(const QString& name)
{
    static const QRegularExpression thread(QStringLiteral("-\\d+$"));
    static const QRegularExpression dump(QStringLiteral("\\.\\d+$"));
    QString withoutThread = name;
    withoutThread.remove(thread);
    QString withoutDump = withoutThread;
    withoutDump.remove(dump);
    std::vector<Candidate> candidates;
    if (withoutDump != withoutThread && !withoutDump.isEmpty())
        candidates.push_back({withoutDump, true});
    if (withoutThread != name && !withoutThread.isEmpty())
        candidates.push_back({withoutThread, false});
    candidates.push_back({name, false});
    return candidates;
}

} // namespace

QStringList of(const QString& path, EmptyFiles empty)
{
    const QFileInfo info(path);
    const QDir dir = info.absoluteDir();
    const QString name = info.fileName();
    const QStringList names = dir.entryList(QDir::Files);
    for (const auto& [base, withoutDumpNumber] : candidateBases(name)) {
        // callgrind.out.PID: when no file has that base, the number is a process id, not a
        // dump: callgrind.out.111 and callgrind.out.222 are two runs.
        if (withoutDumpNumber && base.endsWith(QLatin1String(".out")) && !names.contains(base))
            continue;
        std::vector<Member> members = membersOf(dir, names, base);
        if (members.size() < 2)
            continue;
        const bool anyContent =
            std::any_of(members.begin(), members.end(), [](const Member& m) { return m.size > 0; });
        if (anyContent && empty == EmptyFiles::Skip)
            std::erase_if(members, [](const Member& m) { return m.size == 0; });
        std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) {
            return std::tie(a.dump, a.thread, a.path) < std::tie(b.dump, b.thread, b.path);
        });
        QStringList result;
        for (const Member& member : members)
            result << member.path;
        return result;
    }
    return {path};
}

bool isWholeRun(const QStringList& paths)
{
    if (paths.isEmpty() || paths.front().startsWith(u':')) // a resource has no run
        return false;
    const auto absolute = [](const QStringList& list) {
        QStringList result;
        for (const QString& path : list)
            result << QFileInfo(path).absoluteFilePath();
        result.sort();
        result.removeDuplicates();
        return result;
    };
    return absolute(paths) == absolute(of(paths.front()));
}

bool isEmptyBase(const QString& path)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.size() != 0)
        return false;
    const QStringList run = of(path);
    return !run.contains(info.absoluteFilePath()) && !run.contains(path);
}

QStringList expandEmptyBases(const QStringList& paths, QStringList* notes)
{
    QStringList result;
    for (const QString& path : paths) {
        if (!isEmptyBase(path)) {
            result << path;
            continue;
        }
        const QStringList run = of(path);
        if (notes)
            notes->append(QStringLiteral("%1 is empty: loading the %2 files of its run (%3)")
                              .arg(path)
                              .arg(run.size())
                              .arg(QFileInfo(run.front()).fileName() +
                                   (run.size() > 1
                                        ? QStringLiteral(" ... ") + QFileInfo(run.back()).fileName()
                                        : QString())));
        result << run;
    }
    return result;
}

} // namespace tally::profilesiblings
