// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/events/EventTypesModel.h"

#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/ModelIndexes.h"

#include <QFont>
#include <QLocale>

#include <utility>

namespace tally {

EventTypesModel::EventTypesModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        // Types come and go with the profile and with user-defined types; costs change with the
        // active function and the part selection. (data() answers nothing for a row of a type
        // deleted before this update arrives.)
        if ((changes & SessionChange::Profile) || names() != m_names)
            rebuild();
        else if (m_active)
            refreshCosts();
        else
            m_costsStale = true;
    });
    rebuild();
}

void EventTypesModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (active && std::exchange(m_costsStale, false))
        refreshCosts();
}

void EventTypesModel::rebuild()
{
    m_costsStale = false; // the reset announces every cell
    beginResetModel();
    m_names = names();
    m_rows = int(m_names.size());
    endResetModel();
}

QStringList EventTypesModel::names() const
{
    QStringList result;
    for (int e = 0; m_session.hasProfile() && e < m_session.events().count(); ++e)
        result << m_session.events().type(e).name + QLatin1Char('=') +
                      formulaText(m_session.events().type(e));
    return result;
}

void EventTypesModel::refreshCosts()
{
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int EventTypesModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int EventTypesModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString EventTypesModel::longNameOf(const EventType& type)
{
    if (!type.longName.isEmpty())
        return type.longName;
    // Valgrind writes no long names; these are the ones KCachegrind shows for its event types.
    static const std::pair<const char*, const char*> known[] = {
        {"Ir", QT_TR_NOOP("Instruction Fetch")},
        {"Dr", QT_TR_NOOP("Data Read Access")},
        {"Dw", QT_TR_NOOP("Data Write Access")},
        {"I1mr", QT_TR_NOOP("L1 Instr. Fetch Miss")},
        {"D1mr", QT_TR_NOOP("L1 Data Read Miss")},
        {"D1mw", QT_TR_NOOP("L1 Data Write Miss")},
        {"ILmr", QT_TR_NOOP("LL Instr. Fetch Miss")},
        {"DLmr", QT_TR_NOOP("LL Data Read Miss")},
        {"DLmw", QT_TR_NOOP("LL Data Write Miss")},
        {"I2mr", QT_TR_NOOP("L2 Instr. Fetch Miss")},
        {"D2mr", QT_TR_NOOP("L2 Data Read Miss")},
        {"D2mw", QT_TR_NOOP("L2 Data Write Miss")},
        {"Bc", QT_TR_NOOP("Conditional Branch")},
        {"Bcm", QT_TR_NOOP("Mispredicted Cond. Branch")},
        {"Bi", QT_TR_NOOP("Indirect Branch")},
        {"Bim", QT_TR_NOOP("Mispredicted Ind. Branch")},
        {"Ge", QT_TR_NOOP("Global Bus Event")},
        {"sysCount", QT_TR_NOOP("System Call Count")},
        {"sysTime", QT_TR_NOOP("System Time")},
        {"sysCpuTime", QT_TR_NOOP("System CPU Time")},
        {"AcCost1", QT_TR_NOOP("L1 Access Cost")},
        {"AcCost2", QT_TR_NOOP("LL Access Cost")},
        {"SpLoss1", QT_TR_NOOP("L1 Spatial Loss")},
        {"SpLoss2", QT_TR_NOOP("LL Spatial Loss")},
    };
    for (const auto& [name, longName] : known) {
        if (type.name == QLatin1String(name))
            return tr(longName);
    }
    return {};
}

QString EventTypesModel::formulaText(const EventType& type)
{
    QStringList terms;
    for (const FormulaTerm& term : type.formula) {
        terms << (term.factor == 1 ? term.name
                                   : QStringLiteral("%1 %2").arg(term.factor).arg(term.name));
    }
    return terms.join(QStringLiteral(" + "));
}

Cost EventTypesModel::activeSelf(const Session& session, int event)
{
    const FlatProfile& flat = session.flatProfile();
    if (session.activeCycle() >= 0 && std::size_t(session.activeCycle()) < flat.cycles().size())
        return session.value(flat.cycleSelf(std::size_t(session.activeCycle())), event);
    const FunctionId f = session.activeFunction();
    if (!f.isValid() || !flat.contains(f))
        return 0;
    return session.value(flat.self(f), event);
}

Cost EventTypesModel::activeInclusive(const Session& session, int event)
{
    const FlatProfile& flat = session.flatProfile();
    if (session.activeCycle() >= 0 && std::size_t(session.activeCycle()) < flat.cycles().size())
        return session.value(flat.cycleInclusive(std::size_t(session.activeCycle())), event);
    const FunctionId f = session.activeFunction();
    if (!f.isValid() || !flat.contains(f))
        return 0;
    return session.value(flat.inclusive(f), event);
}

double EventTypesModel::share(Cost value, int event) const
{
    const Cost total = m_session.total(event);
    return total == 0 ? 0.0 : double(value) / double(total);
}

QVariant EventTypesModel::data(const QModelIndex& index, int role) const
{
    if (!modelindexes::isCellOf(*this, index) || index.row() >= m_session.events().count())
        return {};
    const int event = index.row();
    const EventType& type = m_session.events().type(event);
    const int column = index.column();
    auto number = [&]() -> QVariant {
        switch (column) {
        case Total:
            return qint64(m_session.total(event));
        case Self:
            return qint64(activeSelf(m_session, event));
        case Inclusive:
            return qint64(activeInclusive(m_session, event));
        case SelfShare:
            return share(activeSelf(m_session, event), event);
        case InclusiveShare:
            return share(activeInclusive(m_session, event), event);
        default:
            return {};
        }
    };
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Name:
            return type.name;
        case LongName:
            return longNameOf(type);
        case Formula:
            return formulaText(type);
        case SelfShare:
            return costtext::percent(activeSelf(m_session, event), m_session.total(event));
        case InclusiveShare:
            return costtext::percent(activeInclusive(m_session, event), m_session.total(event));
        default:
            return QLocale().toString(number().toLongLong());
        }
    case SortRole:
        if (column <= Formula)
            return data(index, Qt::DisplayRole);
        return number();
    case FractionRole:
        // The costs carry their share as a bar too: the view shows either costs or shares.
        if (column == SelfShare || column == InclusiveShare)
            return std::clamp(number().toDouble(), 0.0, 1.0);
        if (column == Self)
            return std::clamp(share(activeSelf(m_session, event), event), 0.0, 1.0);
        if (column == Inclusive)
            return std::clamp(share(activeInclusive(m_session, event), event), 0.0, 1.0);
        return {};
    case EventRole:
        return event;
    case Qt::TextAlignmentRole:
        return column >= Total ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::FontRole:
        if (column == Name &&
            (event == m_session.primaryEvent() || event == m_session.secondaryEvent())) {
            QFont font;
            font.setBold(event == m_session.primaryEvent());
            font.setItalic(event == m_session.secondaryEvent());
            return font;
        }
        return {};
    case Qt::ToolTipRole: {
        QString tip = type.isDerived() ? QStringLiteral("%1 = %2").arg(type.name, formulaText(type))
                                       : tr("%1: measured").arg(type.name);
        if (m_session.isUserEventType(event))
            tip += tr(" (your derived type)");
        else if (type.isDerived())
            tip += tr(" (derived)");
        if (event == m_session.primaryEvent())
            tip += tr("\nThe primary event type");
        else if (event == m_session.secondaryEvent())
            tip += tr("\nThe secondary event type");
        if (!longNameOf(type).isEmpty())
            tip += QLatin1Char('\n') + longNameOf(type);
        return tip;
    }
    default:
        return {};
    }
}

QVariant EventTypesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    // KCachegrind's headers: the short name is "Short", the long one the "Event Type".
    case Name:
        return tr("Short");
    case LongName:
        return tr("Event Type");
    case Formula:
        return tr("Formula");
    case Total:
        return tr("Total");
    case Self:
        return tr("Self");
    case SelfShare:
        return tr("Self %");
    case Inclusive:
        return tr("Incl.");
    case InclusiveShare:
        return tr("Incl. %");
    default:
        return {};
    }
}

} // namespace tally
