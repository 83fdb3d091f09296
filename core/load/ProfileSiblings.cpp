// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/ProfileSiblings.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

#include <algorithm>

namespace tally::profilesiblings {

QStringList of(const QString& path)
{
    const QFileInfo info(path);
    // base.PID, then optional .DUMP, then optional -THREAD.
    static const QRegularExpression pattern(
        QStringLiteral(R"(^(.+\.out\.\d+)(?:\.(\d+))?(?:-(\d+))?$)"));
    const auto match = pattern.match(info.fileName());
    if (!match.hasMatch())
        return {path};
    const QString base = match.captured(1);
    const QDir dir = info.absoluteDir();
    struct Member
    {
        QString path;
        int dump;
        int thread;
    };
    std::vector<Member> members;
    const QRegularExpression sibling(
        QStringLiteral("^%1(?:\\.(\\d+))?(?:-(\\d+))?$").arg(QRegularExpression::escape(base)));
    for (const QString& name : dir.entryList(QDir::Files)) {
        const auto m = sibling.match(name);
        if (m.hasMatch())
            members.push_back({dir.filePath(name), m.captured(1).toInt(), m.captured(2).toInt()});
    }
    if (members.size() < 2)
        return {path};
    std::sort(members.begin(), members.end(), [](const Member& a, const Member& b) {
        return std::tie(a.dump, a.thread, a.path) < std::tie(b.dump, b.thread, b.path);
    });
    QStringList result;
    for (const auto& member : members)
        result << member.path;
    return result;
}

} // namespace tally::profilesiblings
