// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/CallStackModel.h"

#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/ModelIndexes.h"

#include <QFileInfo>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <unordered_set>
#include <utility>

namespace tally {

namespace {

// The costliest of `edges` by `event` that leads to a function not in `seen` and costs anything;
// of equal ones the first (the edges are sorted by function id). Null when there is none.
const CallRelations::Edge* costliest(const Session& session, const CallRelations& relations,
                                     std::span<const CallRelations::Edge> edges, int event,
                                     const std::unordered_set<quint32>& seen)
{
    const CallRelations::Edge* best = nullptr;
    Cost bestCost = 0;
    for (const CallRelations::Edge& edge : edges) {
        if (seen.contains(edge.other.index()))
            continue; // a recursion or a cycle: the chain would go round
        const Cost cost = session.value(relations.edgeCost(edge.costIndex), event);
        if (cost > bestCost) {
            best = &edge;
            bestCost = cost;
        }
    }
    return best;
}

CallStackModel::Step stepOf(const CallRelations& relations, const CallRelations::Edge& edge,
                            FunctionId function)
{
    const auto cost = relations.edgeCost(edge.costIndex);
    return {function, edge.count, std::vector<Cost>(cost.begin(), cost.end())};
}

} // namespace

CallStackModel::CallStackModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (!m_active) {
            // Rows of another profile, costs or event types are never shown, even by a hidden
            // view that lays itself out (a theme change): they go now, the walk waits.
            if (changes &
                (SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes)) {
                m_chainStale = true;
                if (!m_steps.empty()) {
                    beginResetModel();
                    m_steps.clear();
                    endResetModel();
                }
            }
            m_activeStale = m_activeStale || (changes & SessionChange::ActiveFunction);
            return;
        }
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::EventTypes))
            rebuild();
        else if (changes & SessionChange::ActiveFunction)
            activeFunctionChanged();
        else if ((changes & SessionChange::Display) && !m_steps.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        if (changes & (SessionChange::Profile | SessionChange::EventTypes))
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    });
    rebuild();
}

std::vector<CallStackModel::Step> CallStackModel::compute(const Session& session,
                                                          FunctionId function, int event)
{
    std::vector<Step> steps;
    if (!session.hasProfile() || !function.isValid() || event < 0 ||
        !session.callRelations().contains(function) || !session.flatProfile().contains(function))
        return steps;
    const CallRelations& relations = session.callRelations();
    std::unordered_set<quint32> seen{function.index()};

    // Up: each function's costliest caller, until a root. `up` holds the steps below each
    // caller found, active function first.
    std::vector<Step> up;
    FunctionId top = function;
    for (int depth = 0; depth < kMaxDepth; ++depth) {
        const CallRelations::Edge* caller =
            costliest(session, relations, relations.inEdges(top), event, seen);
        if (!caller)
            break;
        up.push_back(stepOf(relations, *caller, top));
        top = caller->other;
        seen.insert(top.index());
    }
    const auto rootCost = session.flatProfile().inclusive(top);
    steps.push_back({top, 0, std::vector<Cost>(rootCost.begin(), rootCost.end())});
    steps.insert(steps.end(), std::make_move_iterator(up.rbegin()),
                 std::make_move_iterator(up.rend()));

    // Down: the costliest callee, until a function that calls nothing new.
    FunctionId bottom = function;
    for (int depth = 0; depth < kMaxDepth; ++depth) {
        const CallRelations::Edge* callee =
            costliest(session, relations, relations.outEdges(bottom), event, seen);
        if (!callee)
            break;
        bottom = callee->other;
        seen.insert(bottom.index());
        steps.push_back(stepOf(relations, *callee, bottom));
    }
    return steps;
}

void CallStackModel::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    if (!active)
        return;
    if (std::exchange(m_chainStale, false)) {
        m_activeStale = false;
        rebuild();
        emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    } else if (std::exchange(m_activeStale, false)) {
        activeFunctionChanged();
    }
}

void CallStackModel::rebuild()
{
    beginResetModel();
    m_steps = compute(m_session, m_session.activeFunction(), m_session.primaryEvent());
    m_builtFrom = m_session.snapshot();
    endResetModel();
}

void CallStackModel::activeFunctionChanged()
{
    // A step of the chain made active (a click on it, Back): the chain stays, only the marked
    // row moves, as KCachegrind's stack does.
    const FunctionId active = m_session.activeFunction();
    if (active.isValid() && std::any_of(m_steps.begin(), m_steps.end(),
                                        [active](const Step& s) { return s.function == active; })) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1), {Qt::FontRole});
        return;
    }
    rebuild();
}

int CallStackModel::activeRow() const
{
    const FunctionId active = m_session.activeFunction();
    for (std::size_t row = 0; active.isValid() && row < m_steps.size(); ++row) {
        if (m_steps[row].function == active)
            return int(row);
    }
    return -1;
}

FunctionId CallStackModel::functionAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_steps[std::size_t(row)].function : FunctionId();
}

void CallStackModel::activate(int row)
{
    if (const FunctionId function = functionAt(row); function.isValid())
        m_session.navigateTo(function);
}

int CallStackModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_steps.size());
}

int CallStackModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

Cost CallStackModel::costAt(int row, int column) const
{
    const Step& step = m_steps[std::size_t(row)];
    switch (column) {
    case Inclusive:
        return m_session.value(step.inclusive, m_session.primaryEvent());
    case SecondaryInclusive:
        return m_session.secondaryEvent() < 0
                   ? 0
                   : m_session.value(step.inclusive, m_session.secondaryEvent());
    case Count:
        return Cost(step.calls);
    default:
        return 0;
    }
}

QVariant CallStackModel::data(const QModelIndex& index, int role) const
{
    if (!modelindexes::isCellOf(*this, index) || !m_session.hasProfile() ||
        m_builtFrom != m_session.snapshot())
        return {};
    const Profile& profile = *m_session.profile();
    const Step& step = m_steps[std::size_t(index.row())];
    const int column = index.column();
    const int event =
        column == SecondaryInclusive ? m_session.secondaryEvent() : m_session.primaryEvent();
    if (column == SecondaryInclusive && event < 0)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Inclusive:
        case SecondaryInclusive:
            // A share of the total: the steps are calls of different functions.
            return costtext::format(m_session, costAt(index.row(), column), event,
                                    costtext::Base::Total);
        case Count:
            return index.row() == 0 ? QVariant() : QLocale().toString(step.calls);
        case Function:
            return m_session.shownName(profile.functionName(step.function));
        case Location: {
            // As the flat profile has it: "file (object)".
            const QString file = QFileInfo(profile.functionFile(step.function)).fileName();
            const QString object = QFileInfo(profile.functionObject(step.function)).fileName();
            if (object.isEmpty())
                return file;
            return file.isEmpty() ? object : QStringLiteral("%1 (%2)").arg(file, object);
        }
        default:
            return {};
        }
    case Qt::FontRole:
        if (step.function == m_session.activeFunction()) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole:
        if (column == Function || column == Location)
            return tr("%1\nFile: %2\nObject: %3")
                .arg(profile.functionName(step.function), profile.functionFile(step.function),
                     profile.functionObject(step.function));
        if (column == Inclusive && index.row() == 0)
            return tr("The root's own inclusive cost");
        if (column == Inclusive)
            return tr("The cost of the calls from the step above");
        return {};
    case Qt::TextAlignmentRole:
        return column < Function ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case DistinguishingRole:
        if (column != Function)
            return {};
        return QVariant::fromValue(m_session.shownNameSpan(profile.functionName(step.function)));
    case CostRole:
        return column < Function ? QVariant(qlonglong(costAt(index.row(), column))) : QVariant();
    case FractionRole:
        if (column != Inclusive && column != SecondaryInclusive)
            return {};
        return costtext::fraction(m_session, costAt(index.row(), column), event,
                                  costtext::Base::Total);
    case FunctionIdRole:
        return step.function.index();
    default:
        return {};
    }
}

QVariant CallStackModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Inclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryInclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case Count:
        return tr("Calls");
    case Function:
        return tr("Function");
    case Location:
        return tr("Location");
    default:
        return {};
    }
}

} // namespace tally
