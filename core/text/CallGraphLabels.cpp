// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "core/text/CallGraphLabels.h"

#include "core/text/NameShortener.h"
#include "core/text/TextElision.h"

#include <QHash>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace tally {

CallGraphLabels::CallGraphLabels(const Profile& profile, QString eventName, Cost total,
                                 const ShortNames* names)
    : m_profile(profile), m_names(names), m_eventName(std::move(eventName)), m_total(total)
{}

QString CallGraphLabels::shortName(const QString& name) const
{
    return m_names ? m_names->shortened(name) : nameshortener::shortened(name);
}

QString CallGraphLabels::cut(const QString& name)
{
    return textelision::cutToLength(name, kMaxTitleLength);
}

void CallGraphLabels::setGraph(const CallGraph& graph)
{
    m_uncut.clear();
    QHash<QString, QString> nameOf; // cut title -> full name
    for (const CallGraphNode& node : graph.nodes()) {
        if (node.kind != CallGraphNode::Kind::Function)
            continue;
        const QString name = m_profile.functionName(node.function);
        // Uncut, the short names differ (ShortNames); a cut one takes the uncut form.
        const QString title = cut(shortName(name));
        const auto found = nameOf.constFind(title);
        if (found == nameOf.cend()) {
            nameOf.insert(title, name);
        } else if (*found != name) {
            m_uncut.insert(name);
            m_uncut.insert(*found);
        }
    }
}

QString CallGraphLabels::title(const CallGraphNode& node) const
{
    switch (node.kind) {
    case CallGraphNode::Kind::MoreCallers:
        return node.hidden == 1 ? QStringLiteral("1 more caller")
                                : QStringLiteral("%1 more callers").arg(node.hidden);
    case CallGraphNode::Kind::MoreCallees:
        return node.hidden == 1 ? QStringLiteral("1 more callee")
                                : QStringLiteral("%1 more callees").arg(node.hidden);
    case CallGraphNode::Kind::Function:
        break;
    }
    const QString whole = m_profile.functionName(node.function);
    QString name = m_uncut.contains(whole) ? shortName(whole) : cut(shortName(whole));
    if (node.cycle >= 0)
        name += QStringLiteral(" <cycle %1>").arg(node.cycleNumber);
    return name;
}

QString CallGraphLabels::tooltip(const CallGraphNode& node) const
{
    if (node.kind != CallGraphNode::Kind::Function) {
        return QStringLiteral("%1 of %2 hidden (below the threshold or the node limit): %3")
            .arg(title(node), m_profile.functionName(node.function), costText(node.inclusive));
    }
    // Names of thousands of characters (C++ templates) are broken into lines a tooltip can show.
    const QString name = m_profile.functionName(node.function);
    QString text;
    for (qsizetype i = 0; i < name.size(); i += kTooltipLineLength)
        text += (i == 0 ? QString() : QStringLiteral("\n")) + name.mid(i, kTooltipLineLength);
    const QString file = m_profile.functionFile(node.function);
    const QString object = m_profile.functionObject(node.function);
    if (!file.isEmpty())
        text += QStringLiteral("\nFile: ") + file;
    if (!object.isEmpty())
        text += QStringLiteral("\nObject: ") + object;
    text += QStringLiteral("\nInclusive: ") + costText(node.inclusive);
    text += QStringLiteral("\nSelf: ") + costText(node.self);
    text += QStringLiteral("\nCalled: ") + QLocale().toString(qulonglong(node.called));
    return text;
}

QStringList CallGraphLabels::costLines(const CallGraphNode& node) const
{
    if (node.kind != CallGraphNode::Kind::Function)
        return {costText(node.inclusive)};
    return {QStringLiteral("%1 incl. %2").arg(m_eventName, costText(node.inclusive)),
            QStringLiteral("self %1").arg(costText(node.self))};
}

QString CallGraphLabels::edgeLabel(const CallGraphEdge& edge) const
{
    QString text = compact(edge.cost);
    const QString share = percent(edge.cost);
    if (!share.isEmpty())
        text += QStringLiteral(" (%1)").arg(share);
    return text + QStringLiteral("\n%1\u00d7").arg(QLocale().toString(qulonglong(edge.count)));
}

double CallGraphLabels::colorPosition(const CallGraphNode& node) const
{
    if (m_total == 0)
        return 0.0;
    const double share = std::abs(double(node.inclusive) / double(m_total));
    if (!(share > kScaleMinShare))
        return 0.0;
    return std::clamp(std::log10(share / kScaleMinShare) / -std::log10(kScaleMinShare), 0.0, 1.0);
}

double CallGraphLabels::edgeWidth(const CallGraphEdge& edge, Cost centreInclusive)
{
    if (centreInclusive == 0)
        return 1.0;
    const double share = std::min(1.0, std::abs(double(edge.cost) / double(centreInclusive)));
    return 1.0 + 7.0 * std::sqrt(share);
}

QString CallGraphLabels::costText(Cost value) const
{
    const QString share = percent(value);
    const QString number = QLocale().toString(qlonglong(value));
    return share.isEmpty() ? number : QStringLiteral("%1 (%2)").arg(number, share);
}

QString CallGraphLabels::percent(Cost value) const
{
    if (m_total == 0)
        return {};
    return QLocale().toString(100.0 * double(value) / double(m_total), 'f', 1) +
           QStringLiteral(" %");
}

QString CallGraphLabels::compact(Cost value)
{
    const double magnitude = std::abs(double(value));
    static constexpr std::pair<double, const char*> kUnits[] = {
        {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
    for (const auto& [scale, unit] : kUnits) {
        if (magnitude >= scale) {
            return QLocale().toString(double(value) / scale, 'g', 3) + QLatin1Char(' ') +
                   QLatin1String(unit);
        }
    }
    return QLocale().toString(qlonglong(value));
}

} // namespace tally
