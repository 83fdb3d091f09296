// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

// ProfileBuilder::checkFileEnd: whether a file ends inside a part, cut short.

#include "core/load/ProfileBuilder.h"

#include "core/model/CostArithmetic.h"

namespace tally {

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
