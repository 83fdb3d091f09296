// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/parts/PartNames.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSet>

#include <algorithm>
#include <vector>

namespace tally::partnames {

namespace {

bool allDifferent(const QStringList& names)
{
    return QSet<QString>(names.begin(), names.end()).size() == names.size();
}

// Whether `values` holds more than one value.
template <typename Value>
bool varies(const std::vector<Value>& values)
{
    return std::ranges::any_of(values, [&](const Value& v) { return v != values.front(); });
}

// Each part's pid or thread: its own, or the one stated last before it in its file (callgrind
// states the pid once, in the header of a file's first part).
std::vector<qint64> stated(const Profile& profile, qint64 PartInfo::*field)
{
    std::vector<qint64> values;
    qint64 last = 0;
    int source = -1;
    for (const PartId part : profile.partIds()) {
        const PartInfo& info = profile.part(part);
        if (info.sourceIndex != source)
            last = 0;
        source = info.sourceIndex;
        if (info.*field != 0)
            last = info.*field;
        values.push_back(last);
    }
    return values;
}

} // namespace

QStringList names(const Profile& profile)
{
    const std::vector<qint64> threadOf = stated(profile, &PartInfo::thread);
    const std::vector<qint64> pidOf = stated(profile, &PartInfo::pid);
    std::vector<QString> triggerOf;
    std::vector<qint64> numberOf;
    for (const PartId part : profile.partIds()) {
        triggerOf.push_back(profile.part(part).trigger);
        numberOf.push_back(profile.part(part).number);
    }
    const bool threads = varies(threadOf);
    const bool pids = varies(pidOf);
    const bool triggers = varies(triggerOf);
    const bool numbers = varies(numberOf);
    const bool files = profile.sources().size() > 1;
    // The parts' own numbers when they increase (a run's dumps, one file or one a dump); else
    // their positions (several files each start at part 1; a `cat` of dump files repeats them).
    bool ownNumbers = true;
    qint64 previous = 0;
    for (const PartId part : profile.partIds()) {
        ownNumbers = ownNumbers && profile.part(part).number > previous;
        previous = profile.part(part).number;
    }

    // `byPosition`: the parts' positions lead, which tell every part apart.
    const auto make = [&](bool byPosition, bool withFile) {
        QStringList result;
        for (const PartId part : profile.partIds()) {
            const PartInfo& info = profile.part(part);
            QStringList who;
            if (byPosition || numbers || !(threads || pids))
                who << QCoreApplication::translate("PartNames", "Part %1")
                           .arg(ownNumbers && !byPosition ? info.number : qint64(part.index()) + 1);
            if (threads)
                who << (who.isEmpty() ? QCoreApplication::translate("PartNames", "Thread %1")
                                      : QCoreApplication::translate("PartNames", "thread %1"))
                           .arg(threadOf[part.index()]);
            if (pids)
                who << QCoreApplication::translate("PartNames", "PID %1").arg(pidOf[part.index()]);
            QString name = who.join(QStringLiteral(", "));
            if (triggers && !info.trigger.isEmpty())
                name = QCoreApplication::translate("PartNames", "%1: %2", "a part and its trigger")
                           .arg(name, info.trigger);
            if (withFile)
                name =
                    QCoreApplication::translate("PartNames", "%1 (%2)", "a part and its file")
                        .arg(name, QFileInfo(profile.sources()[std::size_t(info.sourceIndex)].path)
                                       .fileName());
            result << name;
        }
        return result;
    };
    // Parts numbered by their position in several files: the file tells where each comes from.
    QStringList result = make(false, files && !ownNumbers && !threads && !pids);
    if (!allDifferent(result) && files)
        result = make(false, true);
    if (!allDifferent(result))
        result = make(true, files);
    return result;
}

} // namespace tally::partnames
