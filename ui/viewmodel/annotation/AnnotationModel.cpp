// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/AnnotationModel.h"

#include "core/model/CostArithmetic.h"
#include "ui/viewmodel/common/CostText.h"

#include <QLocale>

namespace tally {

AnnotationModel::AnnotationModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(&session, &Session::changed, this, [this](SessionChanges changes) {
        // Event types, absolute/percent and the part selection (what percentages are taken of)
        // change only how cells read, not the rows.
        if ((changes &
             (SessionChange::EventTypes | SessionChange::Display | SessionChange::Costs)) &&
            rowCount() > 0) {
            emit headerDataChanged(Qt::Horizontal, PrimaryColumn, SecondaryColumn);
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        }
    });
}

bool AnnotationModel::showsPartSubset(const Session& session)
{
    const auto& profile = session.profile();
    return profile && profile->partCount() >= 2 &&
           session.selectedParts().count() < profile->partCount();
}

QString AnnotationModel::allPartsNotice()
{
    return tr("Costs of all parts: the line-level data is not split by part.");
}

void AnnotationModel::setListedFunction(FunctionId function)
{
    m_listedInclusive.clear();
    const Profile* profile = m_contentProfile.get();
    if (!profile || !function.isValid() || !profile->isFunction(function))
        return;
    m_listedInclusive.assign(std::size_t(profile->events().realCount()), 0);
    auto add = [this](std::span<const Cost> costs) {
        for (std::size_t i = 0; i < m_listedInclusive.size() && i < costs.size(); ++i)
            costmath::addTo(m_listedInclusive[i], costs[i]);
    };
    for (const auto& line : profile->lines(function))
        add(line.costs);
    for (const auto& site : profile->callSites(function))
        add(site.costs);
}

QString AnnotationModel::formatCost(Cost value, int event) const
{
    if (!showsPartSubset(m_session))
        return costtext::format(m_session, value, event, costtext::Base::SessionChoice);
    if (!m_session.showPercentages())
        return QLocale().toString(value);
    // The rows hold all parts' costs: take percentages of all parts' figures, so that they
    // stay within 100 %.
    const auto& profile = m_session.profile();
    const bool relative = (m_session.relativeToActive() || m_session.relativeToParent()) &&
                          !m_listedInclusive.empty();
    const Cost base = relative ? m_session.value(m_listedInclusive, event)
                               : m_session.value(profile->totals(), event);
    return costtext::percent(value, base);
}

QList<QTextLayout::FormatRange> AnnotationModel::textFormats(int) const
{
    return {};
}

FunctionId AnnotationModel::calleeAt(int row) const
{
    // Rows made from another profile than the Session's (a transform or a reload just applied,
    // the new listing on its way) name functions of that profile, not of the Session's.
    if (!m_contentProfile || m_contentProfile != m_session.profile())
        return {};
    return functionIdOf(index(row, TextColumn).data(CalleeRole));
}

int AnnotationModel::eventOf(int column) const
{
    return column == PrimaryColumn ? m_session.primaryEvent() : m_session.secondaryEvent();
}

QVariant AnnotationModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PrimaryColumn:
    case SecondaryColumn:
        return m_session.eventName(eventOf(section));
    case GutterColumn:
        return QString();
    default:
        return {};
    }
}

void AnnotationModel::setHeatMaximum(Cost primary, Cost secondary)
{
    m_maxPrimary = primary;
    m_maxSecondary = secondary;
}

QVariant AnnotationModel::costData(std::span<const Cost> costs, int column, int role,
                                   bool annotation) const
{
    const int event = eventOf(column);
    // Rows of an older profile (until they are rebuilt) may have another number of events.
    if (event < 0 || costs.empty() || !m_session.hasProfile() ||
        costs.size() != std::size_t(m_session.profile()->events().realCount()))
        return {};
    const Cost value = m_session.value(costs, event);
    switch (role) {
    case Qt::DisplayRole:
        if (value == 0 && !annotation)
            return QString();
        return formatCost(value, event);
    case SortCostRole:
        return qlonglong(value);
    case HeatRole: {
        if (annotation)
            return {}; // calls show their inclusive cost without a heat bar
        const Cost max = column == PrimaryColumn ? m_maxPrimary : m_maxSecondary;
        return max > 0 ? std::clamp(double(value) / double(max), 0.0, 1.0) : 0.0;
    }
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

} // namespace tally
