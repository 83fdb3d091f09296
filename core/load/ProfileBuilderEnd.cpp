// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileBuilder::checkSummaries and checkFileEnd: what the parts' stated sums say against their
// cost lines, and whether a file ends inside a part, cut short.

#include "core/load/ProfileBuilder.h"

#include "core/model/CostArithmetic.h"

#include <QStringList>

#include <algorithm>

namespace tally {

void ProfileBuilder::checkSummaries()
{
    // The spec's consistency check: a part's `summary:`/`totals:` should equal the sum of its
    // cost lines. A difference is reported, never fatal. The same sums tell when a part's total,
    // or the profile's over all parts and files, passes the 64-bit range (each line's own sums
    // were checked as it was read): that is said at the line the part starts.
    std::vector<Cost> sums(m_width);
    std::vector<Cost> overall(m_width);
    bool overallCapped = false;
    for (const PartId id : m_data.parts.ids()) {
        const PartInfo& part = m_data.parts[id];
        const std::size_t p = id.index(); // the row bounds are plain vectors until Profile
        std::fill(sums.begin(), sums.end(), 0);
        bool partCapped = false;
        for (std::size_t r = m_data.partFunctionBegin[p]; r < m_data.partFunctionBegin[p + 1];
             ++r) {
            const auto costs = m_data.partFunctionCosts.row(r);
            partCapped |= costmath::addRow(sums.data(), costs);
        }
        if (partCapped) {
            warn(part.sourceIndex, part.lineBegin,
                 QStringLiteral("the total cost of the part starting here passes the 64-bit "
                                "range: capped at %1 or %2")
                     .arg(costmath::kMaximum)
                     .arg(costmath::kMinimum));
        }
        if (costmath::addRow(overall.data(), sums) && !overallCapped) {
            overallCapped = true;
            warn(part.sourceIndex, part.lineBegin,
                 QStringLiteral("with the part starting here, the profile's total cost passes the "
                                "64-bit range: capped at %1 or %2")
                     .arg(costmath::kMaximum)
                     .arg(costmath::kMinimum));
        }
        auto check = [&](const std::vector<Cost>& stated, const char* key, qint64 line) {
            if (stated.empty())
                return;
            QStringList differences;
            for (int e = 0; e < m_width; ++e) {
                if (stated[e] == sums[e])
                    continue;
                if (differences.isEmpty())
                    differences << QStringLiteral(
                                       "%1 %2 for %3 differs from the sum of the cost lines, %4")
                                       .arg(QLatin1String(key))
                                       .arg(stated[e])
                                       .arg(m_data.events.type(e).name)
                                       .arg(sums[e]);
                else
                    differences << QStringLiteral("%1 for %2 (sum %3)")
                                       .arg(stated[e])
                                       .arg(m_data.events.type(e).name)
                                       .arg(sums[e]);
            }
            if (!differences.isEmpty())
                warn(part.sourceIndex, line, differences.join(QStringLiteral("; ")));
        };
        // A part the file was cut inside says so already (checkFileEnd).
        const bool lastOfFile =
            p + 1 == m_data.parts.size() ||
            m_data.parts[PartId(PartId::Index(p + 1))].sourceIndex != part.sourceIndex;
        if (!lastOfFile || m_data.sources[part.sourceIndex].truncatedAtLine == 0)
            check(part.summary, "summary:", part.summaryLine);
        check(part.totals, "totals:", part.totalsLine);
    }
}

void ProfileBuilder::checkFileEnd(int sourceIndex, qint64 lastLine)
{
    // Callgrind states a part's `summary:` in its header and closes it with `totals:`: a file
    // whose last part has the first and not the second, with less read than the summary says,
    // was cut short (copied while valgrind was still writing it, or a full disk). Its shares
    // would pass 100 % (calls state their whole cost; what they called is missing), so this
    // must be said plainly, not as one more summary mismatch.
    // Only callgrind's files: other producers (Xdebug, pyprof2calltree, ...) close no part with
    // `totals:` and may state a summary a little above their cost lines.
    if (m_data.parts.empty() || lastLine <= 0 ||
        !m_data.sources[sourceIndex].creator.startsWith(QLatin1String("callgrind")))
        return;
    const PartId last = PartId(static_cast<PartId::Index>(m_data.parts.size() - 1));
    const PartInfo& part = m_data.parts[last];
    if (part.sourceIndex != sourceIndex || !part.totals.empty() || part.summary.empty())
        return;
    // The first event type the summary gives a cost of.
    std::size_t event = 0;
    while (event < part.summary.size() && part.summary[event] <= 0)
        ++event;
    if (event == part.summary.size() || event >= std::size_t(m_width))
        return;
    Cost read = 0;
    const std::size_t width = std::size_t(m_width);
    for (std::size_t r = m_data.partFunctionBegin[last.index()]; r < m_data.partFunctions.size();
         ++r)
        costmath::addTo(read, m_partFunctionCostValues[r * width + event]);
    const Cost stated = part.summary[event];
    if (read >= stated)
        return;
    SourceInfo& source = m_data.sources[sourceIndex];
    source.truncatedAtLine = lastLine;
    source.summaryShareRead = read <= 0 ? 0.0 : double(read) / double(stated);
    m_data.diagnostics.push_back(
        {source.path, lastLine,
         QStringLiteral("the file is truncated: it ends here, inside a part (from line %1) "
                        "without its 'totals:' line, having read %2 % of the part's 'summary:' "
                        "of %3 (%4 of %5); the rest of the file is missing")
             .arg(part.lineBegin)
             .arg(100.0 * source.summaryShareRead, 0, 'f', 2)
             .arg(m_data.events.type(int(event)).name)
             .arg(read)
             .arg(stated)});
}

} // namespace tally
