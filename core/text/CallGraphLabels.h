// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/CallGraph.h"
#include "core/text/ShortNames.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace tally {

// The words and numbers the call graph shows, shared by the view and the DOT export so that
// both say the same: node titles, cost lines, edge labels, the colour of a cost share and edge
// widths.
class CallGraphLabels
{
public:
    static constexpr int kMaxTitleLength = 56; // longer shortened names are elided in the middle
    static constexpr int kTooltipLineLength = 120;

    // `names`: the profile's short names (see ShortNames), or null to shorten each name plainly.
    CallGraphLabels(const Profile& profile, QString eventName, Cost total,
                    const ShortNames* names = nullptr);

    // The graph whose titles must read apart: functions whose titles would read alike once cut
    // in the middle keep them uncut.
    void setGraph(const CallGraph& graph);

    // Shortened name (templates and argument lists collapsed, elided in the middle), with the
    // recursion cycle; for summaries, "N more callers" / "N more callees".
    QString title(const CallGraphNode& node) const;
    // The full name, file and object, for tooltips.
    QString tooltip(const CallGraphNode& node) const;
    // "Ir incl. 1,234 (12.3 %)" and "self 56 (0.4 %)"; summaries: their hidden cost.
    QStringList costLines(const CallGraphNode& node) const;
    // "1.23 M (12.3 %)" over "3×": the cost and the call count.
    QString edgeLabel(const CallGraphEdge& edge) const;

    // Position of a node on the colour scale: its inclusive share of the total on a log scale
    // from 0.1 % (0) to 100 % (1).
    double colorPosition(const CallGraphNode& node) const;
    static constexpr double kScaleMinShare = 0.001;
    // Pen width in points: by the calls' share of the centre's inclusive cost.
    static double edgeWidth(const CallGraphEdge& edge, Cost centreInclusive);

    QString costText(Cost value) const;
    static QString compact(Cost value); // 1.23 M
    const QString& eventName() const { return m_eventName; }
    Cost total() const { return m_total; }

private:
    QString percent(Cost value) const;
    QString shortName(const QString& name) const;
    static QString cut(const QString& name);

    const Profile& m_profile;
    const ShortNames* m_names;
    QSet<QString> m_uncut; // full names
    QString m_eventName;
    Cost m_total;
};

} // namespace tally
