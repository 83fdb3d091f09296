// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/model/Profile.h"

#include "core/model/CostArithmetic.h"

namespace tally {

namespace {
template <typename T>
std::span<const T> rangeOf(const std::vector<T>& rows, const std::vector<std::size_t>& begins,
                           std::size_t index)
{
    if (index + 1 >= begins.size())
        return {};
    return std::span<const T>(rows.data() + begins[index], begins[index + 1] - begins[index]);
}

template <typename T>
std::size_t vectorBytes(const std::vector<T>& v)
{
    return v.capacity() * sizeof(T);
}
} // namespace

Profile::Profile(ProfileData data) : m_data(std::move(data))
{
    const int width = m_data.events.realCount();
    m_totals.assign(width, 0);
    m_partTotals.assign(m_data.parts.size() * width, 0);
    for (PartId p = 0; p < m_data.parts.size(); ++p) {
        for (std::size_t row = m_data.partFunctionBegin[p]; row < m_data.partFunctionBegin[p + 1];
             ++row) {
            const auto costs = m_data.partFunctionCosts.row(row);
            for (int e = 0; e < width; ++e) {
                costmath::addTo(m_partTotals[p * width + e], costs[e]);
                costmath::addTo(m_totals[e], costs[e]);
            }
        }
    }
}

QString Profile::qstring(StringId id) const
{
    const auto text = m_data.strings.view(id);
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

std::span<const PartFunctionRow> Profile::partFunctions(PartId part) const
{
    return rangeOf(m_data.partFunctions, m_data.partFunctionBegin, part);
}

std::span<const PartCallRow> Profile::partCalls(PartId part) const
{
    return rangeOf(m_data.partCalls, m_data.partCallBegin, part);
}

std::span<const LineCostRow> Profile::lines(FunctionId function) const
{
    return rangeOf(m_data.lines, m_data.functionLineBegin, function);
}

std::span<const CallSiteRow> Profile::callSites(FunctionId caller) const
{
    return rangeOf(m_data.callSites, m_data.functionCallSiteBegin, caller);
}

std::span<const JumpRow> Profile::jumps(FunctionId function) const
{
    return rangeOf(m_data.jumps, m_data.functionJumpBegin, function);
}

std::span<const Cost> Profile::partTotals(PartId part) const
{
    const std::size_t width = m_data.events.realCount();
    return std::span<const Cost>(m_partTotals.data() + part * width, width);
}

std::size_t Profile::memoryBytes() const
{
    return m_data.strings.memoryBytes() + vectorBytes(m_data.functions) +
           vectorBytes(m_data.partFunctions) + m_data.partFunctionCosts.memoryBytes() +
           vectorBytes(m_data.partCalls) + m_data.partCallCosts.memoryBytes() +
           vectorBytes(m_data.lines) + m_data.lineCosts.memoryBytes() +
           vectorBytes(m_data.callSites) + m_data.callSiteCosts.memoryBytes() +
           vectorBytes(m_data.jumps) + vectorBytes(m_data.functionLineBegin) +
           vectorBytes(m_data.functionCallSiteBegin) + vectorBytes(m_data.functionJumpBegin) +
           vectorBytes(m_totals) + vectorBytes(m_partTotals);
}

} // namespace tally
