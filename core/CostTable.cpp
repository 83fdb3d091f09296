#include "CostTable.h"

#include <algorithm>

namespace tally {

CostTable CostTable::permuted(std::span<const std::uint32_t> order) const
{
    CostTable result(m_width);
    result.m_rows = order.size();
    result.m_values.resize(order.size() * m_width);
    for (std::size_t i = 0; i < order.size(); ++i) {
        const auto source = row(order[i]);
        std::copy(source.begin(), source.end(), result.m_values.begin() + i * m_width);
    }
    return result;
}

} // namespace tally
