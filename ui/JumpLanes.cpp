#include "JumpLanes.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

namespace tally {

void JumpLanes::clear()
{
    m_arrows.clear();
    m_marks.clear();
    m_laneCount = 0;
}

void JumpLanes::setArrows(std::vector<Arrow> arrows, int rowCount)
{
    clear();
    std::erase_if(arrows, [rowCount](const Arrow& a) {
        return a.fromRow == a.toRow || a.fromRow < 0 || a.toRow < 0 || a.fromRow >= rowCount ||
               a.toRow >= rowCount;
    });
    m_arrows = std::move(arrows);
    m_marks.resize(std::size_t(std::max(rowCount, 0)));

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
        m_laneCount = std::max(m_laneCount, lane + 1);
        Mark mark;
        mark.lane = lane;
        mark.conditional = arrow.conditional;
        mark.downward = arrow.toRow > arrow.fromRow;
        mark.neverTaken = arrow.taken == 0;
        mark.arrow = int(i);
        for (int row = top; row <= bottom; ++row) {
            mark.kind = row == arrow.fromRow ? Mark::Start
                        : row == arrow.toRow ? Mark::End
                                             : Mark::Through;
            m_marks[std::size_t(row)].push_back(mark);
        }
    }
}

const std::vector<JumpLanes::Mark>& JumpLanes::marks(int row) const
{
    static const std::vector<Mark> none;
    if (row < 0 || std::size_t(row) >= m_marks.size())
        return none;
    return m_marks[std::size_t(row)];
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
            arrow.conditional
                ? QStringLiteral("taken %1 of %2 times")
                      .arg(locale.toString(qulonglong(arrow.taken)),
                           locale.toString(qulonglong(arrow.executed)))
                : QStringLiteral("%1 times").arg(locale.toString(qulonglong(arrow.executed)));
        const QString kind =
            arrow.conditional ? QStringLiteral("Conditional jump") : QStringLiteral("Jump");
        if (mark.kind == Mark::Start)
            lines << QStringLiteral("%1 to %2: %3").arg(kind, name(arrow.toRow), counts);
        else
            lines << QStringLiteral("%1 from %2: %3").arg(kind, name(arrow.fromRow), counts);
    }
    return lines.join(QLatin1Char('\n'));
}

} // namespace tally
