// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/JumpLanes.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <numeric>

namespace tally {

void JumpLanes::clear()
{
    m_arrows.clear();
    m_lane.clear();
    m_laneCount = 0;
}

void JumpLanes::setArrows(std::vector<Arrow> arrows, int rowCount)
{
    clear();
    std::erase_if(arrows, [rowCount](const Arrow& a) {
        return a.fromRow == a.toRow || a.fromRow < 0 || a.toRow < 0 || a.fromRow >= rowCount ||
               a.toRow >= rowCount;
    });
    if (arrows.size() > kMaxArrows) {
        std::partial_sort(arrows.begin(), arrows.begin() + std::ptrdiff_t(kMaxArrows), arrows.end(),
                          [](const Arrow& a, const Arrow& b) { return a.executed > b.executed; });
        arrows.resize(kMaxArrows);
    }
    m_arrows = std::move(arrows);
    m_lane.assign(m_arrows.size(), 0);

    std::vector<std::size_t> order(m_arrows.size());
    std::iota(order.begin(), order.end(), 0);
    auto span = [this](std::size_t i) { return std::abs(m_arrows[i].toRow - m_arrows[i].fromRow); };
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return span(a) < span(b); });
    // Per lane, the row intervals taken so far.
    std::vector<std::vector<std::pair<int, int>>> taken(kMaxLanes);
    for (const std::size_t i : order) {
        const Arrow& arrow = m_arrows[i];
        const int top = std::min(arrow.fromRow, arrow.toRow);
        const int bottom = std::max(arrow.fromRow, arrow.toRow);
        int lane = kMaxLanes - 1; // when all are full, the outermost lane is shared
        for (int l = 0; l < kMaxLanes; ++l) {
            const bool free = std::none_of(taken[l].begin(), taken[l].end(), [&](const auto& t) {
                return top <= t.second && t.first <= bottom;
            });
            if (free) {
                lane = l;
                break;
            }
        }
        taken[lane].emplace_back(top, bottom);
        m_lane[i] = lane;
        m_laneCount = std::max(m_laneCount, lane + 1);
    }
}

std::vector<JumpLanes::Mark> JumpLanes::marks(int row) const
{
    std::vector<Mark> result;
    for (std::size_t i = 0; i < m_arrows.size(); ++i) {
        const Arrow& arrow = m_arrows[i];
        if (row < std::min(arrow.fromRow, arrow.toRow) ||
            row > std::max(arrow.fromRow, arrow.toRow))
            continue;
        Mark mark;
        mark.kind = row == arrow.fromRow ? Mark::Start
                    : row == arrow.toRow ? Mark::End
                                         : Mark::Through;
        mark.lane = m_lane[i];
        mark.conditional = arrow.conditional;
        mark.downward = arrow.toRow > arrow.fromRow;
        mark.neverTaken = arrow.taken == 0;
        mark.arrow = int(i);
        result.push_back(mark);
    }
    return result;
}

QString JumpLanes::describe(int row, const std::vector<QString>& rowNames) const
{
    auto name = [&rowNames](int r) {
        return r >= 0 && std::size_t(r) < rowNames.size() ? rowNames[std::size_t(r)]
                                                          : QString::number(r);
    };
    QStringList lines;
    const QLocale locale;
    for (const Mark& mark : marks(row)) {
        if (mark.kind == Mark::Through)
            continue;
        const Arrow& arrow = m_arrows[std::size_t(mark.arrow)];
        const QString counts =
            arrow.conditional ? QCoreApplication::translate("JumpLanes", "taken %1 of %2 times")
                                    .arg(locale.toString(qulonglong(arrow.taken)),
                                         locale.toString(qulonglong(arrow.executed)))
                              : QCoreApplication::translate("JumpLanes", "%1 times")
                                    .arg(locale.toString(qulonglong(arrow.executed)));
        const QString kind = arrow.conditional
                                 ? QCoreApplication::translate("JumpLanes", "Conditional jump")
                                 : QCoreApplication::translate("JumpLanes", "Jump");
        if (mark.kind == Mark::Start)
            lines << QCoreApplication::translate("JumpLanes", "%1 to %2: %3")
                         .arg(kind, name(arrow.toRow), counts);
        else
            lines << QCoreApplication::translate("JumpLanes", "%1 from %2: %3")
                         .arg(kind, name(arrow.fromRow), counts);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tally
