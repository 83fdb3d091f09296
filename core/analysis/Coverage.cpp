// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/analysis/Coverage.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace tally::coverage {

namespace {

// How often the walks ask whether to stop: rarely enough to cost nothing, often enough that a
// million-function walk stops within a few milliseconds.
constexpr std::size_t kPollInterval = 4096;

class Poller
{
public:
    explicit Poller(const std::function<bool()>& isCanceled) : m_isCanceled(isCanceled) {}
    bool canceled()
    {
        if (!m_isCanceled || ++m_ticks % kPollInterval != 0)
            return false;
        return m_isCanceled();
    }

private:
    const std::function<bool()>& m_isCanceled;
    std::size_t m_ticks = 0;
};

} // namespace

std::vector<CoverageEntry> compute(const CallRelations& relations, const FlatProfile& flat,
                                   FunctionId start, CoverageDirection direction,
                                   const CoverageOptions& options,
                                   const std::function<bool()>& isCanceled)
{
    const std::size_t functions = relations.functionCount();
    if (start.index() >= functions || flat.functionCount() != functions ||
        options.maxDistance <= 0 || options.maxFunctions == 0)
        return {};
    const bool down = direction == CoverageDirection::Callees;
    const auto edgesOf = [&](FunctionId f) {
        return down ? relations.outEdges(f) : relations.inEdges(f);
    };
    Poller poller(isCanceled);

    // Breadth-first walk: `order` is the visit order, slot[f] is f's index in it. Index 0 is the
    // start, so `order` holds at most maxFunctions + 1 functions.
    IdVector<FunctionId, std::uint32_t> slot(functions, kInvalidId);
    std::vector<FunctionId> order{start};
    std::vector<int> distance{0};
    slot[start] = 0;
    bool full = false;
    for (std::size_t next = 0; next < order.size() && !full; ++next) {
        if (poller.canceled())
            return {};
        const int d = distance[next] + 1;
        if (d > options.maxDistance)
            break; // breadth-first: every later function is at least as far
        for (const auto& edge : edgesOf(order[next])) {
            if (slot[edge.other] != kInvalidId)
                continue;
            slot[edge.other] = std::uint32_t(order.size());
            order.push_back(edge.other);
            distance.push_back(d);
            if (order.size() > options.maxFunctions) {
                full = true;
                break;
            }
        }
    }

    // Flow in visit order: a function's flow is final once every function nearer the start is
    // done, and it only feeds functions one step further away.
    const int width = std::min(relations.width(), flat.width());
    std::vector<double> flow(order.size() * std::size_t(width), 0.0);
    const auto startInclusive = flat.inclusive(start);
    for (int e = 0; e < width; ++e)
        flow[e] = double(startInclusive[e]);
    std::vector<double> share(width);
    for (std::size_t i = 0; i < order.size(); ++i) {
        if (poller.canceled())
            return {};
        const FunctionId u = order[i];
        const auto inclusive = flat.inclusive(u);
        bool any = false;
        for (int e = 0; e < width; ++e) {
            const double total = double(inclusive[e]);
            const double ratio = total != 0.0 ? flow[i * width + e] / total : 0.0;
            share[e] = std::clamp(ratio, 0.0, 1.0);
            any |= share[e] != 0.0;
        }
        if (!any)
            continue;
        for (const auto& edge : edgesOf(u)) {
            const std::uint32_t j = slot[edge.other];
            if (edge.other == u || j == kInvalidId || distance[j] <= distance[i])
                continue;
            const auto cost = relations.edgeCost(edge.costIndex);
            double* target = flow.data() + std::size_t(j) * width;
            for (int e = 0; e < width; ++e)
                target[e] += double(cost[e]) * share[e];
        }
    }

    std::vector<CoverageEntry> entries;
    entries.reserve(order.size() - 1);
    for (std::size_t i = 1; i < order.size(); ++i) {
        CoverageEntry entry{order[i], distance[i], std::vector<Cost>(width)};
        for (int e = 0; e < width; ++e)
            entry.cost[e] = Cost(std::llround(flow[i * width + e]));
        entries.push_back(std::move(entry));
    }
    std::sort(entries.begin(), entries.end(), [](const CoverageEntry& a, const CoverageEntry& b) {
        const Cost ca = a.cost.empty() ? 0 : a.cost[0];
        const Cost cb = b.cost.empty() ? 0 : b.cost[0];
        return std::tie(cb, a.distance, a.function) < std::tie(ca, b.distance, b.function);
    });
    return entries;
}

} // namespace tally::coverage
