// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/functions/CoverageModel.h"

#include "core/text/NameShortener.h"
#include "ui/viewmodel/common/CostText.h"

#include <QLocale>

namespace tally {

CoverageModel::CoverageModel(Session& session, CoverageDirection direction, QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_direction(direction),
      m_job(&CoverageModel::walk,
            [this](std::vector<CoverageEntry> entries) { setEntries(std::move(entries)); })
{
    m_job.setBusyHandler([this](bool busy) { emit computingChanged(busy); });
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes &
            (SessionChange::Profile | SessionChange::Costs | SessionChange::ActiveFunction))
            request();
        else if ((changes & (SessionChange::EventTypes | SessionChange::Display)) &&
                 !m_entries.empty()) {
            // The entries hold all real events: re-sort for a new primary type, no new walk.
            auto entries = m_entries;
            setEntries(std::move(entries));
        }
    });
    request();
}

CoverageModel::~CoverageModel() = default;

std::vector<CoverageEntry> CoverageModel::walk(const Walk& walk, std::stop_token stop)
{
    return coverage::compute(*walk.snapshot->relations, *walk.snapshot->flat, walk.start,
                             walk.direction, CoverageOptions(),
                             [&stop] { return stop.stop_requested(); });
}

void CoverageModel::request()
{
    const FunctionId start = m_session.activeFunction();
    if (!m_session.hasProfile() || !start.isValid()) {
        m_job.cancel();
        setEntries({});
        return;
    }
    Walk request{m_session.snapshot(), start, m_direction};
    if (m_session.profile()->functionCount() < kBackgroundThreshold)
        m_job.runNow(request);
    else
        m_job.submit(std::move(request));
}

void CoverageModel::setEntries(std::vector<CoverageEntry> entries)
{
    const int event = std::max(0, m_session.primaryEvent());
    std::stable_sort(entries.begin(), entries.end(),
                     [&](const CoverageEntry& a, const CoverageEntry& b) {
                         const tally::Cost x = m_session.value(a.cost, event);
                         const tally::Cost y = m_session.value(b.cost, event);
                         return x != y ? x > y : a.distance < b.distance;
                     });
    beginResetModel();
    m_entries = std::move(entries);
    endResetModel();
}

int CoverageModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int CoverageModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

tally::Cost CoverageModel::rawValue(int row, int column) const
{
    const CoverageEntry& entry = m_entries[row];
    switch (column) {
    case Cost:
        return m_session.value(entry.cost, m_session.primaryEvent());
    case SecondaryCost:
        return m_session.value(entry.cost, m_session.secondaryEvent());
    case Distance:
        return entry.distance;
    default:
        return 0;
    }
}

QVariant CoverageModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= int(m_entries.size()) || !m_session.hasProfile())
        return {};
    const Profile& profile = *m_session.profile();
    const CoverageEntry& entry = m_entries[index.row()];
    const int column = index.column();
    if (column == SecondaryCost && m_session.secondaryEvent() < 0)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        if (column == Cost || column == SecondaryCost) {
            const int event =
                column == Cost ? m_session.primaryEvent() : m_session.secondaryEvent();
            return costtext::format(m_session, rawValue(index.row(), column), event,
                                    costtext::Base::SessionChoice);
        }
        if (column == Distance)
            return entry.distance;
        if (column == Function) {
            QString name = nameshortener::shortened(profile.functionName(entry.function));
            if (const int cycle = m_session.flatProfile().cycleOf(entry.function); cycle >= 0)
                name += QStringLiteral(" <cycle %1>")
                            .arg(m_session.flatProfile().cycles()[cycle].number);
            return name;
        }
        return profile.functionFile(entry.function);
    case Qt::ToolTipRole:
        return column >= Function ? QStringLiteral("%1\nFile: %2\nObject: %3")
                                        .arg(profile.functionName(entry.function),
                                             profile.functionFile(entry.function),
                                             profile.functionObject(entry.function))
                                  : QVariant();
    case Qt::TextAlignmentRole:
        return column < Function ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                 : QVariant(Qt::AlignLeft | Qt::AlignVCenter);
    case CostRole:
        return column < Function ? QVariant(qlonglong(rawValue(index.row(), column))) : QVariant();
    case FractionRole: {
        if (column != Cost && column != SecondaryCost)
            return {};
        const int event = column == Cost ? m_session.primaryEvent() : m_session.secondaryEvent();
        return costtext::fraction(m_session, rawValue(index.row(), column), event,
                                  costtext::Base::SessionChoice);
    }
    case FunctionIdRole:
        return entry.function.index();
    default:
        return {};
    }
}

QVariant CoverageModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Cost:
        return QStringLiteral("Incl. %1").arg(m_session.eventName(m_session.primaryEvent()));
    case SecondaryCost:
        return QStringLiteral("Incl. %1").arg(m_session.eventName(m_session.secondaryEvent()));
    case Distance:
        return QStringLiteral("Distance");
    case Function:
        return m_direction == CoverageDirection::Callers ? QStringLiteral("Caller")
                                                         : QStringLiteral("Callee");
    case Location:
        return QStringLiteral("Location");
    }
    return {};
}

} // namespace tally
