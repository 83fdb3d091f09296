// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/CallListModel.h"

#include "core/analysis/CycleRelations.h"
#include "core/text/NameShortener.h"
#include "ui/viewmodel/annotation/SourceFileText.h"
#include "ui/viewmodel/common/CostText.h"
#include "ui/viewmodel/common/FunctionLocation.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace tally {

namespace {

// Where a call site is, "file:line", or what the profile knows of it. Callgrind names a file it
// has no debug information for "???" and puts its calls at line 0: "???:0" told a reader nothing
// (a release build's every call).
QString siteLocation(const Profile& profile, const CallSiteSummary& site)
{
    const QString recorded = profile.qstring(site.file);
    QString file =
        SourceFileText::isRecorded(recorded) ? QFileInfo(recorded).fileName() : QString();
    if (site.line == 0)
        return file;
    return file.isEmpty() ? CallListModel::tr("line %1").arg(site.line)
                          : QStringLiteral("%1:%2").arg(file).arg(site.line);
}

} // namespace

CallListModel::CallListModel(Session& session, Direction direction, QObject* parent)
    : QAbstractItemModel(parent), m_session(session), m_direction(direction),
      m_job(&CallListModel::build, [this](Built built) { setBuilt(std::move(built)); })
{
    m_job.setBusyHandler([this](bool busy) { emit computingChanged(busy); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes &
            (SessionChange::Profile | SessionChange::Costs | SessionChange::ActiveFunction))
            rebuild();
        else if ((changes & (SessionChange::EventTypes | SessionChange::Display)) &&
                 !m_relations.empty()) {
            emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
            emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
        }
    });
    rebuild();
}

CallListModel::~CallListModel() = default;

CallListModel::Built CallListModel::build(const Request& request, std::stop_token stop)
{
    Built built{request.snapshot, {}, request.cycle < 0};
    const CallRelations& relations = *request.snapshot->relations;
    const FlatProfile& flat = *request.snapshot->flat;
    if (request.cycle >= 0) {
        // For a cycle: its callers are the calls into any member from outside; its "callees"
        // are its members, each with its inclusive cost and call count.
        built.relations = request.direction == Direction::Callees
                              ? cyclerelations::members(flat, request.cycle)
                              : cyclerelations::callers(relations, flat, request.cycle,
                                                        CallRelations::Sites::Read, stop);
    } else if (relations.contains(request.function)) {
        // A list superseded (another function clicked) stops within one caller's read.
        built.relations =
            request.direction == Direction::Callers
                ? relations.callers(request.function, CallRelations::Sites::Read, stop)
                : relations.callees(request.function, CallRelations::Sites::Read, stop);
    }
    if (stop.stop_requested())
        built.relations.clear();
    return built;
}

bool CallListModel::readsFile(const Request& request)
{
    const Profile& profile = *request.snapshot->profile;
    if (!profile.detailsOnDemand())
        return false;
    // The callees' sites are the function's own rows; the callers' are each caller's.
    std::vector<FunctionId> members;
    if (request.cycle >= 0) {
        if (request.direction == Direction::Callees)
            return false; // the members, without sites
        const auto& cycles = request.snapshot->flat->cycles();
        if (std::size_t(request.cycle) < cycles.size())
            members = cycles[std::size_t(request.cycle)].members;
    } else {
        members.push_back(request.function);
    }
    const CallRelations& relations = *request.snapshot->relations;
    return std::ranges::any_of(members, [&](FunctionId member) {
        if (request.direction == Direction::Callees)
            return !profile.rowsAtHand(member);
        return std::ranges::any_of(relations.inEdges(member), [&](const CallRelations::Edge& edge) {
            return !profile.rowsAtHand(edge.other);
        });
    });
}

void CallListModel::rebuild()
{
    Request request{m_session.snapshot(), m_direction, m_session.activeFunction(),
                    m_session.activeCycle()};
    if (!m_session.hasProfile() || (request.cycle < 0 && !request.function.isValid())) {
        m_job.cancel();
        setBuilt({request.snapshot, {}, false});
        return;
    }
    if (!readsFile(request)) {
        m_job.runNow(request);
        return;
    }
    // Empty until made: the rows of the function active before are not this one's.
    setBuilt({request.snapshot, {}, false});
    m_job.submit(std::move(request));
}

void CallListModel::setBuilt(Built built)
{
    beginResetModel();
    m_relations = std::move(built.relations);
    m_ranks.clear();
    m_builtFrom = std::move(built.snapshot);
    if (built.byPrimaryEvent) {
        const int event = std::max(0, m_session.primaryEvent());
        std::stable_sort(m_relations.begin(), m_relations.end(),
                         [&](const CallRelation& a, const CallRelation& b) {
                             return m_session.value(a.inclusive, event) >
                                    m_session.value(b.inclusive, event);
                         });
    }
    endResetModel();
}

QModelIndex CallListModel::index(int row, int column, const QModelIndex& parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_relations.size()) ? createIndex(row, column, kTopLevel) : QModelIndex();
    if (parent.internalId() != kTopLevel || parent.row() >= int(m_relations.size()))
        return {};
    const auto& sites = m_relations[parent.row()].sites;
    if (sites.size() < 2 || row >= int(sites.size()))
        return {};
    return createIndex(row, column, quintptr(parent.row()) + 1);
}

QModelIndex CallListModel::parent(const QModelIndex& child) const
{
    if (!child.isValid() || child.internalId() == kTopLevel)
        return {};
    return createIndex(int(child.internalId() - 1), 0, kTopLevel);
}

int CallListModel::rowCount(const QModelIndex& parent) const
{
    if (!parent.isValid())
        return int(m_relations.size());
    if (parent.internalId() != kTopLevel || parent.column() != 0)
        return 0;
    const auto& sites = m_relations[parent.row()].sites;
    // One site is shown in the row itself; several get an expander.
    return sites.size() > 1 ? int(sites.size()) : 0;
}

int CallListModel::columnCount(const QModelIndex&) const
{
    return ColumnCount;
}

Cost CallListModel::rawValue(const QModelIndex& index) const
{
    const bool isSite = index.internalId() != kTopLevel;
    const CallRelation& relation = m_relations[isSite ? index.internalId() - 1 : index.row()];
    const std::vector<Cost>& inclusive =
        isSite ? relation.sites[index.row()].inclusive : relation.inclusive;
    const tally::Count count = isSite ? relation.sites[index.row()].count : relation.count;
    switch (index.column()) {
    case Inclusive:
        return m_session.value(inclusive, m_session.primaryEvent());
    case SecondaryInclusive:
        return m_session.value(inclusive, m_session.secondaryEvent());
    case PerCall:
        return count == 0 ? 0 : m_session.value(inclusive, m_session.primaryEvent()) / Cost(count);
    case Count:
        return Cost(count);
    default:
        return 0;
    }
}

std::vector<listednameranks::Listed> CallListModel::listed() const
{
    std::vector<listednameranks::Listed> items;
    items.reserve(m_relations.size());
    for (const CallRelation& relation : m_relations)
        items.push_back({relation.other});
    return items;
}

Cost CallListModel::percentBase(const CallRelation& relation, int event) const
{
    if (!m_session.relativeToParent())
        return m_session.percentBase(event);
    // Relative to the parent: a call's share of its caller's inclusive cost. The callers list
    // names the caller in each row; in the callees list the caller is the active function (or
    // cycle, for the calls of its members).
    const FlatProfile& flat = m_session.flatProfile();
    if (m_direction == Direction::Callers && flat.contains(relation.other))
        return m_session.value(flat.inclusive(relation.other), event);
    if (const int cycle = m_session.activeCycle();
        cycle >= 0 && std::size_t(cycle) < flat.cycles().size())
        return m_session.value(flat.cycleInclusive(std::size_t(cycle)), event);
    return m_session.percentBase(event);
}

QVariant CallListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || !m_session.hasProfile() || m_builtFrom != m_session.snapshot())
        return {};
    const Profile& profile = *m_session.profile();
    const bool isSite = index.internalId() != kTopLevel;
    const CallRelation& relation = m_relations[isSite ? index.internalId() - 1 : index.row()];
    const int column = index.column();
    if (column == SecondaryInclusive && m_session.secondaryEvent() < 0)
        return {};

    switch (role) {
    case Qt::DisplayRole: {
        if (column == Inclusive || column == SecondaryInclusive) {
            const int event =
                column == Inclusive ? m_session.primaryEvent() : m_session.secondaryEvent();
            if (!m_session.showPercentages())
                return QLocale().toString(rawValue(index));
            return costtext::percent(rawValue(index), percentBase(relation, event));
        }
        if (column == PerCall || column == Count)
            return QLocale().toString(rawValue(index));
        if (isSite) {
            const CallSiteSummary& site = relation.sites[index.row()];
            if (column == Function)
                return site.address != 0 ? QStringLiteral("0x%1").arg(site.address, 0, 16)
                                         : tr("line %1").arg(site.line);
            return siteLocation(profile, site);
        }
        if (column == Function) {
            QString name = m_session.shownName(profile.functionName(relation.other));
            if (const int cycle = m_session.flatProfile().cycleOf(relation.other); cycle >= 0)
                name += tr(" <cycle %1>").arg(m_session.flatProfile().cycles()[cycle].number);
            if (relation.sites.size() > 1)
                name += tr(" (%n call site(s))", nullptr, int(relation.sites.size()));
            return name;
        }
        if (column == Location) {
            // As the flat profile names it (file and object by their names; the tooltip has the
            // paths), and where it is called when that is one place the profile knows.
            const QString location = functionlocation::text(profile, relation.other);
            const QString site = relation.sites.size() == 1
                                     ? siteLocation(profile, relation.sites.front())
                                     : QString();
            if (site.isEmpty())
                return location;
            return location.isEmpty() ? tr("called at %1").arg(site)
                                      : tr("%1, called at %2").arg(location, site);
        }
        return {};
    }
    case DistinguishingRole:
        // The shown name comes first in the text, whatever follows it.
        if (column != Function || isSite)
            return {};
        return QVariant::fromValue(m_session.shownNameSpan(profile.functionName(relation.other)));
    case Qt::ToolTipRole:
        if (column == Function || column == Location)
            return tr("%1\nFile: %2\nObject: %3")
                .arg(profile.functionName(relation.other), profile.functionFile(relation.other),
                     profile.functionObject(relation.other));
        return {};
    case Qt::TextAlignmentRole:
        return column < Function ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case CostRole:
        return column < Function ? QVariant(qlonglong(rawValue(index))) : QVariant();
    case SortRole:
        if (column < Function)
            return qlonglong(rawValue(index));
        if (isSite) { // by where they are, as they are named
            const CallSiteSummary& site = relation.sites[index.row()];
            return qlonglong(site.address != 0 ? site.address : site.line);
        }
        return qlonglong(m_ranks.of(std::size_t(index.row()), column == Function, *m_builtFrom,
                                    [this] { return listed(); }));
    case FractionRole: {
        if (column != Inclusive && column != SecondaryInclusive)
            return {};
        const int event =
            column == Inclusive ? m_session.primaryEvent() : m_session.secondaryEvent();
        const Cost base = percentBase(relation, event);
        return base == 0 ? 0.0 : std::clamp(double(rawValue(index)) / double(base), 0.0, 1.0);
    }
    case FunctionIdRole:
        return relation.other.index();
    default:
        return {};
    }
}

QVariant CallListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractItemModel::headerData(section, orientation, role);
    switch (section) {
    case Inclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryInclusive:
        return tr("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case PerCall:
        return tr("Per call");
    case Count:
        return tr("Count");
    case Function:
        if (m_direction == Direction::Callees && m_session.activeCycle() >= 0)
            return tr("Cycle member");
        return m_direction == Direction::Callers ? tr("Caller") : tr("Callee");
    case Location:
        return tr("Location");
    }
    return {};
}

} // namespace tally
