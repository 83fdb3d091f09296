// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/ListedNameRanks.h"

#include "core/text/TextRanks.h"
#include "ui/viewmodel/common/FunctionLocation.h"

#include <QCoreApplication>

#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <utility>

namespace tally::listednameranks {

std::vector<std::uint32_t> nameRanks(const CostSnapshot& snapshot, std::span<const Listed> items)
{
    const Profile& profile = *snapshot.profile;
    const FlatProfile& flat = *snapshot.flat;
    // The stored UTF-8 bytes. A cycle and its members by their whole text (the context's name
    // spelled out for lupdate: the flat profile model's texts).
    std::deque<std::string> cycleTexts; // a deque: the views below must stay valid
    std::vector<std::string_view> names(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        const Listed& item = items[i];
        if (item.cycle >= 0) {
            names[i] = cycleTexts.emplace_back(
                QCoreApplication::translate("tally::FlatProfileModel", "<cycle %1>")
                    .arg(flat.cycles()[std::size_t(item.cycle)].number)
                    .toStdString());
        } else if (const int cycle = flat.cycleOf(item.function); cycle >= 0) {
            const QString text =
                profile.functionName(item.function) +
                QCoreApplication::translate("tally::FlatProfileModel", " <cycle %1>")
                    .arg(flat.cycles()[std::size_t(cycle)].number);
            names[i] = cycleTexts.emplace_back(text.toStdString());
        } else {
            names[i] = profile.string(profile.function(item.function).name);
        }
    }
    return textranks::caselessRanks(names);
}

std::vector<std::uint32_t> locationRanks(const CostSnapshot& snapshot,
                                         std::span<const Listed> items,
                                         const std::function<QString(int cycle)>& cycleLocation)
{
    const Profile& profile = *snapshot.profile;
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> distinct;
    std::vector<QString> texts;
    std::vector<std::uint32_t> textOfItem(items.size());
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (items[i].cycle >= 0) {
            textOfItem[i] = std::uint32_t(texts.size());
            texts.push_back(cycleLocation ? cycleLocation(items[i].cycle) : QString());
            continue;
        }
        const FunctionKey& key = profile.function(items[i].function);
        const auto [place, added] = distinct.try_emplace({key.file.index(), key.object.index()},
                                                         std::uint32_t(texts.size()));
        if (added)
            texts.push_back(functionlocation::text(profile, items[i].function));
        textOfItem[i] = place->second;
    }
    const std::vector<std::uint32_t> rankOfText =
        textranks::ranksOf(texts.size(), [&](std::uint32_t a, std::uint32_t b) {
            return QString::compare(texts[a], texts[b], Qt::CaseInsensitive);
        });
    std::vector<std::uint32_t> ranks(items.size());
    for (std::size_t i = 0; i < items.size(); ++i)
        ranks[i] = rankOfText[textOfItem[i]];
    return ranks;
}

} // namespace tally::listednameranks
