// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/load/EventMismatch.h"

#include <QFileInfo>

namespace tally::eventmismatch {

std::vector<Gap> find(const Profile& profile)
{
    const std::size_t sourceCount = profile.sources().size();
    const int width = profile.events().realCount();
    if (sourceCount < 2 || width == 0)
        return {};
    // Whether each file has any non-zero cost of each type, from the per-part totals.
    std::vector<std::vector<bool>> present(sourceCount, std::vector<bool>(std::size_t(width)));
    for (const PartId p : profile.partIds()) {
        const auto source = std::size_t(profile.part(p).sourceIndex);
        if (source >= sourceCount)
            continue;
        const auto totals = profile.partTotals(p);
        for (int e = 0; e < width && std::size_t(e) < totals.size(); ++e) {
            if (totals[e] != 0)
                present[source][std::size_t(e)] = true;
        }
    }
    std::vector<bool> anywhere(std::size_t(width), false);
    for (const auto& file : present) {
        for (int e = 0; e < width; ++e)
            anywhere[std::size_t(e)] = anywhere[std::size_t(e)] || file[std::size_t(e)];
    }
    std::vector<Gap> gaps;
    for (std::size_t s = 0; s < sourceCount; ++s) {
        Gap gap;
        gap.sourceIndex = int(s);
        for (int e = 0; e < width; ++e) {
            if (anywhere[std::size_t(e)] && !present[s][std::size_t(e)])
                gap.missing << profile.events().type(e).name;
        }
        if (!gap.missing.isEmpty())
            gaps.push_back(std::move(gap));
    }
    return gaps;
}

QString describe(const Profile& profile)
{
    QStringList paragraphs;
    for (const Gap& gap : find(profile)) {
        const QString file =
            QFileInfo(profile.sources()[std::size_t(gap.sourceIndex)].path).fileName();
        paragraphs << QStringLiteral("%1 has no cost of %2: the files were recorded with "
                                     "different event types, matched by name, and a type a file "
                                     "does not measure counts as 0 in its parts.")
                          .arg(file, gap.missing.join(QStringLiteral(", ")));
    }
    return paragraphs.join(QStringLiteral("\n\n"));
}

} // namespace tally::eventmismatch
