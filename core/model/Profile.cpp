// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/Profile.h"

#include "core/model/CostArithmetic.h"

#include <QVarLengthArray>

namespace tally {

namespace {
// Rows begins[index] .. begins[index + 1]; none for an index past the table (an invalid id).
template <typename T>
std::span<const T> rangeOf(const std::vector<T>& rows, const std::vector<std::size_t>& begins,
                           std::size_t index)
{
    if (index + 1 >= begins.size())
        return {};
    Q_ASSERT(begins[index] <= begins[index + 1] && begins[index + 1] <= rows.size());
    return std::span<const T>(rows.data() + begins[index], begins[index + 1] - begins[index]);
}

template <typename T>
RowRange<T> rowsOf(const std::vector<T>& rows, const CostTable& costs,
                   const std::vector<std::size_t>& begins, std::size_t index)
{
    const auto span = rangeOf(rows, begins, index);
    return RowRange<T>(span, costs, span.empty() ? 0 : begins[index]);
}

// The values held, not the room: a loaded profile's tables may keep room the loader set aside,
// address space whose pages it gave back (shrunk() in VectorAppend.h).
template <typename Vector>
std::size_t vectorBytes(const Vector& v)
{
    return v.size() * sizeof(typename Vector::value_type);
}
} // namespace

Profile::Profile(ProfileData data)
    : m_data(std::move(data)),
      m_strings(std::make_shared<const StringTable>(std::move(m_data.strings)))
{
    computeTotals();
}

Profile::Profile(ProfileData data, std::shared_ptr<const StringTable> strings)
    : m_data(std::move(data)), m_strings(std::move(strings))
{
    computeTotals();
}

Profile::Profile(ProfileData data, std::shared_ptr<const StringTable> strings,
                 std::shared_ptr<const DetailRowsOnDemand> details)
    : m_data(std::move(data)), m_strings(std::move(strings)), m_details(std::move(details))
{
    computeTotals();
}

void Profile::computeTotals()
{
    const int width = m_data.events.realCount();
    m_totals.assign(width, 0);
    m_partTotals.assign(m_data.parts.size() * width, 0);
    for (const PartId p : m_data.parts.ids()) {
        Cost* partTotals = m_partTotals.data() + p.index() * width;
        for (const auto& [row, costs] : partFunctions(p)) {
            for (int e = 0; e < width; ++e) {
                costmath::addTo(partTotals[e], costs[e]);
                costmath::addTo(m_totals[e], costs[e]);
            }
        }
    }
}

QString Profile::qstring(StringId id) const
{
    // A context name's runs copied into a buffer of the call's own rather than by view(), which
    // keeps every chain it builds: the window and the diff ask for each of 127,000 names.
    const StringTable& strings = *m_strings;
    QVarLengthArray<char, 1024> bytes(qsizetype(strings.length(id)));
    strings.copyTo(id, bytes.data());
    return QString::fromUtf8(bytes.constData(), bytes.size());
}

RowRange<PartFunctionRow> Profile::partFunctions(PartId part) const
{
    return rowsOf(m_data.partFunctions, m_data.partFunctionCosts, m_data.partFunctionBegin,
                  part.index());
}

RowRange<PartCallRow> Profile::partCalls(PartId part) const
{
    return rowsOf(m_data.partCalls, m_data.partCallCosts, m_data.partCallBegin, part.index());
}

LineRows Profile::lines(FunctionId function) const
{
    if (m_details)
        return m_details->of(function).lineRows();
    const auto rows = rangeOf(m_data.lines, m_data.functionLineBegin, function.index());
    if (rows.empty())
        return {};
    const std::size_t first = m_data.functionLineBegin[function.index()];
    const std::span<const Address> addresses =
        m_data.lineAddresses.empty()
            ? std::span<const Address>()
            : std::span<const Address>(m_data.lineAddresses.data() + first, rows.size());
    return LineRows(rows, addresses, m_data.lineCosts, first);
}

RowRange<CallSiteRow> Profile::callSites(FunctionId caller) const
{
    if (m_details)
        return m_details->of(caller).callSiteRows();
    return rowsOf(m_data.callSites, m_data.callSiteCosts, m_data.functionCallSiteBegin,
                  caller.index());
}

std::span<const JumpRow> Profile::jumps(FunctionId function) const
{
    if (m_details)
        return m_details->of(function).jumps;
    return rangeOf(m_data.jumps, m_data.functionJumpBegin, function.index());
}

std::span<const Cost> Profile::partTotals(PartId part) const
{
    Q_ASSERT(m_data.parts.contains(part));
    const std::size_t width = m_data.events.realCount();
    return std::span<const Cost>(m_partTotals.data() + part.index() * width, width);
}

std::size_t Profile::memoryBytes() const
{
    return m_strings->memoryBytes() + vectorBytes(m_data.functions) +
           vectorBytes(m_data.partFunctions) + m_data.partFunctionCosts.memoryBytes() +
           vectorBytes(m_data.partCalls) + m_data.partCallCosts.memoryBytes() +
           vectorBytes(m_data.lines) + vectorBytes(m_data.lineAddresses) +
           m_data.lineCosts.memoryBytes() + vectorBytes(m_data.callSites) +
           m_data.callSiteCosts.memoryBytes() + vectorBytes(m_data.jumps) +
           vectorBytes(m_data.functionLineBegin) + vectorBytes(m_data.functionCallSiteBegin) +
           vectorBytes(m_data.functionJumpBegin) + vectorBytes(m_totals) +
           vectorBytes(m_partTotals) + (m_details ? m_details->memoryBytes() : 0);
}

} // namespace tally
