#include "AnnotationModel.h"

#include "CostText.h"

namespace tally {

AnnotationModel::AnnotationModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(&session, &Session::changed, this, [this](Session::Changes changes) {
        // Event types and absolute/percent change only how cells read, not the rows.
        if ((changes & (Session::EventTypeChange | Session::DisplayChange)) && rowCount() > 0) {
            emit headerDataChanged(Qt::Horizontal, PrimaryColumn, SecondaryColumn);
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        }
    });
}

QList<QTextLayout::FormatRange> AnnotationModel::textFormats(int) const
{
    return {};
}

FunctionId AnnotationModel::calleeAt(int row) const
{
    const QVariant callee = index(row, TextColumn).data(CalleeRole);
    return callee.isValid() ? FunctionId(callee.toUInt()) : kInvalidId;
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
        return CostText::format(m_session, value, event, CostText::Base::SessionChoice);
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
