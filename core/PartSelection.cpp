#include "PartSelection.h"

#include <algorithm>

namespace tally {

std::vector<bool> PartSelection::normalized(const Profile& profile, std::vector<bool> selection)
{
    if (selection.size() != profile.partCount() ||
        std::all_of(selection.begin(), selection.end(), [](bool on) { return on; }))
        return {};
    return selection;
}

std::size_t PartSelection::selectedCount(const Profile& profile, const std::vector<bool>& selection)
{
    std::size_t count = 0;
    for (PartId p = 0; p < profile.partCount(); ++p)
        count += isSelected(selection, p) ? 1 : 0;
    return count;
}

std::vector<Cost> PartSelection::totals(const Profile& profile, const std::vector<bool>& selection)
{
    std::vector<Cost> sum(std::size_t(profile.events().realCount()), 0);
    for (PartId p = 0; p < profile.partCount(); ++p) {
        if (!isSelected(selection, p))
            continue;
        const auto part = profile.partTotals(p);
        for (std::size_t e = 0; e < sum.size() && e < part.size(); ++e)
            sum[e] += part[e];
    }
    return sum;
}

} // namespace tally
