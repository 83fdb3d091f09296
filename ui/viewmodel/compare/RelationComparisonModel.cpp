// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/RelationComparisonModel.h"

#include "core/text/ShortNames.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/DeltaText.h"
#include "ui/viewmodel/compare/EffectText.h"
#include "ui/viewmodel/session/Session.h"

#include <QLocale>

namespace tally {

using Side = ProfileComparison::Side;
using Entry = relationcomparison::Entry;
using ChangeKind = ProfileComparison::Kind;

RelationComparisonModel::RelationComparisonModel(Session& session, Kind kind, QObject* parent)
    : QAbstractTableModel(parent), m_session(session), m_kind(kind),
      m_job(&RelationComparisonModel::walk, [this](Result result) {
          if (result.comparison == m_comparison)
              setEntries(std::move(result.entries), result.complete);
      })
{
    m_job.setBusyHandler([this](bool busy) { emit computingChanged(busy); });
    m_shortNames = m_session.shortNames();
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::Comparison |
                       SessionChange::ActiveFunction | SessionChange::EventTypes))
            followSession();
        if (changes & SessionChange::Display)
            setShortNames(m_session.shortNames());
    });
    followSession();
}

void RelationComparisonModel::followSession()
{
    setShareScale(m_session.shareScale());
    const auto& comparison = m_session.comparison();
    const int event = m_session.comparedEvent();
    if (comparison == m_comparison && event == m_event && m_session.activeCycle() == m_cycle &&
        m_session.activeFunction() == m_function)
        return; // a change of something else (busy, the other side's files)
    if (comparison != m_comparison && !m_entries.empty())
        setEntries({}, true); // rows of another comparison: their indices mean nothing now
    m_comparison = comparison;
    m_event = comparison && event < comparison->events().count() ? event : 0;
    setStart(m_session.activeFunction(), m_session.activeCycle());
}

RelationComparisonModel::~RelationComparisonModel() = default;

RelationComparisonModel::Result RelationComparisonModel::walk(const Request& request,
                                                              std::stop_token stop)
{
    Result result{request.comparison, {}, true};
    result.entries = relationcomparison::coverage(
        *request.comparison, request.row, request.direction, request.event, stop, &result.complete);
    return result;
}

void RelationComparisonModel::setComparison(std::shared_ptr<const ProfileComparison> comparison)
{
    if (comparison != m_comparison && !m_entries.empty())
        setEntries({}, true); // rows of another comparison: their indices mean nothing now
    m_comparison = std::move(comparison);
    if (m_comparison && m_event >= m_comparison->events().count())
        m_event = 0;
    setStart(m_function, m_cycle);
}

void RelationComparisonModel::setStart(FunctionId function, int cycle)
{
    m_function = function;
    m_cycle = cycle;
    m_startRow = -1;
    if (m_comparison && cycle >= 0) {
        for (std::size_t r = 0; r < m_comparison->rowCount(); ++r) {
            const auto& row = m_comparison->row(r);
            if (row.kind == ProfileComparison::Kind::Cycle && row.newCycle == cycle)
                m_startRow = std::ptrdiff_t(r);
        }
    } else if (m_comparison) {
        m_startRow = m_comparison->rowOf(Side::New, function);
    }
    recompute();
}

void RelationComparisonModel::setEvent(int event)
{
    if (event < 0 || !m_comparison || event >= m_comparison->events().count())
        event = 0;
    if (event == m_event)
        return;
    m_event = event;
    recompute();
}

void RelationComparisonModel::setShortNames(bool shortNames)
{
    if (shortNames == m_shortNames)
        return;
    m_shortNames = shortNames;
    if (!m_entries.empty())
        emit dataChanged(index(0, Function), index(rowCount() - 1, Function), {Qt::DisplayRole});
}

void RelationComparisonModel::setBackground(const QColor& background)
{
    if (background == m_background)
        return;
    m_background = background;
    if (!m_entries.empty())
        emit dataChanged(index(0, Delta), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void RelationComparisonModel::setActive(bool active)
{
    m_job.setActive(active);
}

void RelationComparisonModel::recompute()
{
    if (!m_comparison || m_startRow < 0 || m_comparison->width() == 0) {
        m_job.cancel();
        setEntries({}, true);
        return;
    }
    const auto direction = m_kind == Kind::Callers || m_kind == Kind::AllCallers
                               ? CoverageDirection::Callers
                               : CoverageDirection::Callees;
    if (!isCoverage()) {
        setEntries(
            relationcomparison::direct(*m_comparison, std::size_t(m_startRow), direction, m_event),
            true);
        return;
    }
    Request request{m_comparison, std::size_t(m_startRow), m_event, direction};
    const std::size_t functions = std::max(m_comparison->profile(Side::Base).functionCount(),
                                           m_comparison->profile(Side::New).functionCount());
    // The rows shown are of the old start until the walk is done: cleared, they would flicker.
    if (functions < kBackgroundThreshold)
        m_job.runNow(request);
    else
        m_job.submit(std::move(request));
}

void RelationComparisonModel::setEntries(std::vector<Entry> entries, bool complete)
{
    // Nothing to show before and after (no comparison open, the usual case): a reset would have
    // each of the four compared lists, shown or not, laid out again on every activation.
    if (entries.empty() && m_entries.empty() && complete == m_complete)
        return;
    beginResetModel();
    m_entries = std::move(entries);
    m_complete = complete;
    endResetModel();
}

double RelationComparisonModel::valueOf(const Entry& entry, Side side) const
{
    const Cost cost = entry.cost[std::size_t(side)];
    return m_shareScale ? m_comparison->share(cost, side, m_event) : double(cost);
}

double RelationComparisonModel::changeOf(const Entry& entry) const
{
    // As the flat comparison: the change of the values shown (shares on the share scale).
    return ProfileComparison::relativeChange(valueOf(entry, Side::Base), valueOf(entry, Side::New));
}

void RelationComparisonModel::setShareScale(bool share)
{
    if (share == m_shareScale)
        return;
    m_shareScale = share;
    if (!m_entries.empty())
        emit dataChanged(index(0, Base), index(rowCount() - 1, DeltaPercent));
    emit headerDataChanged(Qt::Horizontal, Base, DeltaPercent);
}

ChangeKind RelationComparisonModel::changeKind(const Entry& entry) const
{
    if (entry.onlyOn(Side::New))
        return ChangeKind::Added;
    if (entry.onlyOn(Side::Base))
        return ChangeKind::Removed;
    return m_comparison->row(entry.row).kind;
}

int RelationComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

int RelationComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RelationComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Entry& entry = m_entries[std::size_t(index.row())];
    const auto& row = m_comparison->row(entry.row);
    const ChangeKind kind = changeKind(entry);
    const int column = index.column();
    const auto present = [&](Side side) { return entry.present[std::size_t(side)]; };
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Function: {
            const QString whole = m_comparison->name(entry.row);
            QString name = m_shortNames ? m_comparison->shortNames().shortened(whole) : whole;
            if (kind == ChangeKind::Added)
                name += QLatin1String("  ") + tr("[added]");
            else if (kind == ChangeKind::Removed)
                name += QLatin1String("  ") + tr("[removed]");
            return name;
        }
        case Base:
        case New: {
            const Side side = column == Base ? Side::Base : Side::New;
            if (!present(side))
                return QStringLiteral("-");
            return m_shareScale ? deltatext::share(valueOf(entry, side))
                                : QLocale().toString(qlonglong(entry.cost[std::size_t(side)]));
        }
        case Delta:
            return m_shareScale
                       ? deltatext::points(valueOf(entry, Side::Base), valueOf(entry, Side::New))
                       : deltatext::delta(entry.delta());
        case DeltaPercent:
            if (kind == ChangeKind::Added)
                return tr("added");
            if (kind == ChangeKind::Removed)
                return tr("removed");
            return deltatext::percent(changeOf(entry));
        case Calls: {
            const auto calls = [&](Side side) {
                return present(side)
                           ? QLocale().toString(qulonglong(entry.calls[std::size_t(side)]))
                           : QStringLiteral("-");
            };
            return entry.calls[0] == entry.calls[1] && present(Side::Base) && present(Side::New)
                       ? calls(Side::New)
                       : calls(Side::Base) + QStringLiteral(" \u2192 ") + calls(Side::New);
        }
        case CallsEffect:
            return deltatext::delta(entry.effects().calls);
        case PerCallEffect:
            return deltatext::delta(entry.effects().perCall);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return column == Function ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole: {
        const QString effects =
            effecttext::explain({entry.present[0], entry.calls[0], entry.cost[0]},
                                {entry.present[1], entry.calls[1], entry.cost[1]}) +
            QLatin1Char('\n') + effecttext::numbers(entry.effects());
        if (column == CallsEffect || column == PerCallEffect)
            return effects;
        if (column != Function)
            return {};
        QStringList lines{m_comparison->name(entry.row)};
        for (const Side side : {Side::Base, Side::New}) {
            if (row.has(side) && row.kind != ChangeKind::Cycle)
                lines << (side == Side::Base ? tr("Baseline: %1 (%2)") : tr("New: %1 (%2)"))
                             .arg(m_comparison->file(entry.row, side),
                                  m_comparison->object(entry.row, side));
        }
        if (kind == ChangeKind::Added)
            lines << (isCoverage() ? tr("Reached in the new profile only")
                                   : tr("Calls in the new profile only"));
        else if (kind == ChangeKind::Removed)
            lines << (isCoverage() ? tr("Reached in the baseline only")
                                   : tr("Calls in the baseline only"));
        lines << effects;
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (column == CallsEffect || column == PerCallEffect) {
            // Coloured by the larger effect: that cell alone takes the change's fill.
            if (effecttext::dominant(entry.effects()) != (column == CallsEffect
                                                              ? effecttext::Dominant::Calls
                                                              : effecttext::Dominant::PerCall))
                return {};
        } else if (column != Delta && column != DeltaPercent) {
            return {};
        }
        const double change = changeOf(entry);
        if (deltascale::intensity(change) == 0)
            return {};
        const QColor fill = deltascale::fill(change, m_background);
        return role == Qt::BackgroundRole ? fill : colorcontrast::textOn(fill);
    }
    case FunctionIdRole:
        return row.current.isValid() ? row.current.index() : FunctionId::kInvalidIndex;
    case CycleRole:
        return row.kind == ChangeKind::Cycle ? row.newCycle : -1;
    case DistinguishingRole:
        // The range indexes the name, which starts the display text ("  [added]" follows it).
        if (column != Function)
            return {};
        return QVariant::fromValue(
            m_comparison->shortNames().distinguishing(m_comparison->name(entry.row), m_shortNames));
    case ChangeKindRole:
        return int(kind);
    case ChangeRole:
        return changeOf(entry);
    case EffectRole:
        return int(effecttext::dominant(entry.effects()));
    case SortRole:
        switch (column) {
        case Function:
            // As the Compare view's list orders names: ignoring case, by the comparison's ranks
            // (made once, by its worker), not by the names.
            return qlonglong(m_comparison->nameRanks()[entry.row]);
        case Base:
            return m_shareScale ? QVariant(valueOf(entry, Side::Base))
                                : QVariant(qlonglong(entry.cost[0]));
        case New:
            return m_shareScale ? QVariant(valueOf(entry, Side::New))
                                : QVariant(qlonglong(entry.cost[1]));
        case Delta:
            return m_shareScale ? QVariant(valueOf(entry, Side::New) - valueOf(entry, Side::Base))
                                : QVariant(qlonglong(entry.delta()));
        case DeltaPercent:
            return changeOf(entry);
        case CallsEffect:
            return qlonglong(entry.effects().calls);
        case PerCallEffect:
            return qlonglong(entry.effects().perCall);
        default:
            return qulonglong(entry.calls[1]);
        }
    default:
        return {};
    }
}

QVariant RelationComparisonModel::headerData(int section, Qt::Orientation orientation,
                                             int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Function:
            return m_kind == Kind::Callers || m_kind == Kind::AllCallers ? tr("Caller")
                                                                         : tr("Callee");
        case Base:
            return tr("Baseline");
        case New:
            return tr("New");
        case Delta:
            return tr("Delta");
        case DeltaPercent:
            return tr("Delta %");
        case Calls:
            return tr("Calls");
        case CallsEffect:
            return tr("Calls\nEffect"); // two lines: narrow columns, all in sight
        case PerCallEffect:
            return tr("Per-Call\nEffect");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        const QString event = m_comparison ? m_comparison->eventName(m_event) : QString();
        switch (section) {
        case Base:
        case New:
            if (m_shareScale)
                return isCoverage() ? tr("The inclusive %1 cost along these paths as a share of "
                                         "that side's own total")
                                          .arg(event)
                                    : tr("Inclusive %1 cost of the calls as a share of that "
                                         "side's own total")
                                          .arg(event);
            return isCoverage()
                       ? tr("The share of the function's inclusive %1 cost along these paths")
                             .arg(event)
                       : tr("Inclusive %1 cost of the calls").arg(event);
        case Delta:
            return m_shareScale ? tr("New share minus baseline share, in points of a total")
                                : tr("New minus baseline");
        case DeltaPercent:
            return tr("Change relative to the baseline");
        case Calls:
            return tr("Calls in the baseline \u2192 in the new profile");
        case CallsEffect:
            return tr("The part of the change that more or fewer calls explain: the change in "
                      "calls times the baseline's cost per call");
        case PerCallEffect:
            return tr("The rest of the change: each call dearer or cheaper");
        default:
            return {};
        }
    }
    return {};
}

} // namespace tally
