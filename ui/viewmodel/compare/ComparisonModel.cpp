// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparisonModel.h"

#include "core/text/ShortNames.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/DeltaText.h"
#include "ui/viewmodel/compare/EffectText.h"
#include "ui/viewmodel/session/Session.h"

#include <QFont>
#include <QLocale>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>

namespace tally {

using Side = ProfileComparison::Side;
using Kind = ProfileComparison::Kind;

ComparisonModel::ComparisonModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session),
      m_eventsJob(prepareEvents, [this](EventsResult result) { keepPrepared(std::move(result)); })
{
    m_shortNames = m_session.shortNames();
    m_eventsJob.setBusyHandler([this](bool busy) { m_preparingEvents = busy; });
    connect(&m_session, &Session::changed, this, &ComparisonModel::followSession);
    followSession(SessionChange::Comparison);
}

void ComparisonModel::followSession(SessionChanges changes)
{
    if (changes & SessionChange::Display)
        setShortNames(m_session.shortNames());
    if (!(changes & (SessionChange::Profile | SessionChange::Costs | SessionChange::Comparison |
                     SessionChange::EventTypes)))
        return;
    const auto& comparison = m_session.comparison();
    const Scale scale = m_session.shareScale() ? Scale::Share : Scale::Absolute;
    // The event follows the window's where either changed (the Compare view may have chosen
    // one the new side does not name); rebuilt once for all three.
    int event = m_event;
    if (comparison != m_comparison || (changes & SessionChange::EventTypes)) {
        event = m_session.comparedEvent();
        if (!comparison || event >= comparison->events().count())
            event = 0;
    }
    if (comparison == m_comparison && event == m_event && scale == m_scale)
        return; // a change of something else (busy, the files)
    m_comparison = comparison;
    m_event = event;
    m_scale = scale;
    rebuild();
}

void ComparisonModel::setComparison(std::shared_ptr<const ProfileComparison> comparison)
{
    m_comparison = std::move(comparison);
    if (m_comparison && m_event >= m_comparison->events().count())
        m_event = 0;
    rebuild();
}

void ComparisonModel::setEvent(int event)
{
    if (event < 0 || !m_comparison || event >= m_comparison->events().count())
        event = 0;
    if (event == m_event)
        return;
    m_event = event;
    rebuild();
}

void ComparisonModel::setScale(Scale scale)
{
    if (scale == m_scale)
        return;
    m_scale = scale;
    rebuild();
}

void ComparisonModel::setMeasure(Measure measure)
{
    if (measure == m_measure)
        return;
    m_measure = measure;
    rebuild();
}

void ComparisonModel::setMinimumChange(double percent)
{
    percent = std::isfinite(percent) ? std::max(percent, 0.0) : 0.0;
    if (percent == m_minimumChange)
        return;
    m_minimumChange = percent;
    rebuild();
}

void ComparisonModel::setShortNames(bool shortNames)
{
    if (shortNames == m_shortNames)
        return;
    m_shortNames = shortNames;
    if (!m_visible.empty())
        emit dataChanged(index(0, Function), index(rowCount() - 1, Function), {Qt::DisplayRole});
}

void ComparisonModel::setBackground(const QColor& background)
{
    if (background == m_background)
        return;
    m_background = background;
    if (!m_visible.empty())
        emit dataChanged(index(0, Delta), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

Cost ComparisonModel::cost(std::size_t r, Side side) const
{
    return values().cost(r, side);
}

changeeffects::Side ComparisonModel::effectSide(std::size_t r, Side side) const
{
    return {m_comparison->row(r).has(side), m_comparison->called(r, side),
            m_comparison->value(m_comparison->inclusive(r, side), m_event)};
}

QString ComparisonModel::effectsText(std::size_t r) const
{
    return effecttext::explain(effectSide(r, Side::Base), effectSide(r, Side::New)) +
           QLatin1Char('\n') + effecttext::numbers(m_comparison->effects(r, m_event));
}

double ComparisonModel::value(std::size_t r, Side side) const
{
    return values().value(r, side);
}

double ComparisonModel::changeOf(std::size_t r) const
{
    return values().changeOf(r);
}

void ComparisonModel::rebuild()
{
    beginResetModel();
    m_visible.clear();
    // The widest texts (WidestTextRole) are kept for this comparison; a sort, a filter or
    // another event keeps them.
    if (m_widestOf != m_comparison) {
        m_widest.clear();
        m_widestRows.clear();
        m_counts.clear();
        m_widestOf = m_comparison;
    }
    if (m_listedFor.comparison != m_comparison) {
        m_listedFor = {}; // and with it the comparison it kept
        m_listedOf.clear();
    }
    if (m_comparison && m_comparison->width() > 0) {
        // The default order, kept by the comparison for each event (made on the worker); a
        // filter or sort of it kept here for each event, until the listing changes.
        const ComparedValues::Listing shown = listing();
        if (shown == ComparedValues::Listing{}) {
            m_visible = values().listed(shown);
        } else {
            const ListedFor wanted{m_comparison, m_scale, m_measure, shown};
            if (!(m_listedFor == wanted)) {
                m_listedOf.clear();
                m_listedFor = wanted;
            }
            auto kept = m_listedOf.find(m_event);
            if (kept == m_listedOf.end())
                kept = m_listedOf.emplace(m_event, values().listed(shown)).first;
            m_visible = kept->second;
        }
    }
    endResetModel();
    prepareOtherEvents();
}

ComparisonModel::EventsResult ComparisonModel::prepareEvents(const EventsRequest& request,
                                                             const std::stop_token& stop)
{
    EventsResult result{request, {}};
    for (const EventToPrepare& what : request.events) {
        if (stop.stop_requested())
            break;
        // Kept by the comparison itself, which any thread may ask.
        if (what.order)
            request.comparison->defaultOrder(what.event);
        const ComparedValues values{request.comparison.get(), what.event, request.scale,
                                    request.measure};
        result.prepared.push_back(
            {what, what.widest ? values.widestRows() : ComparedValues::WidestRows(),
             what.counts ? values.changeCounts(request.minimumChange) : ChangeCounts(),
             what.listed ? values.listed(request.listing) : std::vector<std::size_t>()});
    }
    return result;
}

void ComparisonModel::keepPrepared(EventsResult result)
{
    const EventsRequest& request = result.request;
    if (request.comparison != m_widestOf)
        return;
    // Rows listed for a listing no longer shown are of no use.
    const bool listingShown = m_listedFor == ListedFor{request.comparison, request.scale,
                                                       request.measure, request.listing};
    for (PreparedEvent& prepared : result.prepared) {
        const int event = prepared.what.event;
        if (prepared.what.widest)
            m_widestRows.try_emplace({event, request.scale, request.measure},
                                     std::move(prepared.widest));
        if (prepared.what.counts)
            m_counts.try_emplace({event, request.scale, request.measure, request.minimumChange},
                                 prepared.counts);
        if (prepared.what.listed && listingShown)
            m_listedOf.try_emplace(event, std::move(prepared.listed));
    }
}

void ComparisonModel::prepareOtherEvents()
{
    if (!m_comparison || m_comparison->width() == 0)
        return;
    EventsRequest request{m_comparison, m_scale, m_measure, m_minimumChange, listing(), {}};
    const bool sortedOrFiltered = !(request.listing == ComparedValues::Listing{});
    int others = 0;
    for (int event = 0; event < m_comparison->events().count(); ++event) {
        if (event == m_event)
            continue;
        const bool ahead = others++ < kEventsOrderedAhead;
        const bool counts = !m_counts.contains({event, m_scale, m_measure, m_minimumChange});
        const bool listed = sortedOrFiltered && ahead && !m_listedOf.contains(event);
        if (counts || listed)
            request.events.push_back({event, ahead,
                                      !m_widestRows.contains({event, m_scale, m_measure}), counts,
                                      listed});
    }
    if (!request.events.empty())
        m_eventsJob.submit(std::move(request));
}

void ComparisonModel::sort(int column, Qt::SortOrder order)
{
    if (column >= ColumnCount)
        return;
    // The same order again (QTableView::sortByColumn sorts once through the header's signal
    // and once itself): the rows are in it already.
    if (column == m_sortColumn && order == m_sortOrder)
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    rebuild();
}

ComparisonModel::ChangeCounts ComparisonModel::changeCounts() const
{
    // From the rows themselves, not an index and a QVariant for each (the Compare view's
    // summary after each step of its filter: 114 M instructions on 126,742 rows); rebuild()
    // forgets the counts of another comparison.
    if (!m_comparison || m_comparison->width() == 0)
        return {};
    const std::tuple key{m_event, m_scale, m_measure, m_minimumChange};
    if (const auto kept = m_counts.find(key); kept != m_counts.end())
        return kept->second;
    return m_counts.emplace(key, values().changeCounts(m_minimumChange)).first->second;
}

int ComparisonModel::rowOf(FunctionId function) const
{
    if (!m_comparison || !function.isValid())
        return -1;
    const std::ptrdiff_t r = m_comparison->rowOf(Side::New, function);
    if (r < 0)
        return -1;
    const auto found = std::find(m_visible.begin(), m_visible.end(), std::size_t(r));
    return found == m_visible.end() ? -1 : int(found - m_visible.begin());
}

int ComparisonModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

int ComparisonModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString ComparisonModel::formatValue(double value) const
{
    if (m_scale == Scale::Share)
        return deltatext::share(value);
    return QLocale().toString(qlonglong(value));
}

QString ComparisonModel::formatDelta(std::size_t r) const
{
    if (m_scale == Scale::Share) // points of each side's own total
        return deltatext::points(value(r, Side::Base), value(r, Side::New));
    return deltatext::delta(cost(r, Side::New) - cost(r, Side::Base));
}

QString ComparisonModel::text(std::size_t r, int column) const
{
    const auto& row = m_comparison->row(r);
    switch (column) {
    case Function: {
        // The name alone: in a column of 100 px a mark after it ("  [added]") cut the name
        // itself; Delta % says added or removed, the tooltip and italics a pair by hand.
        return m_shortNames ? m_comparison->shortNames().shortened(m_comparison->name(r))
                            : m_comparison->name(r);
    }
    case Base:
        return row.has(Side::Base) ? formatValue(value(r, Side::Base)) : QStringLiteral("-");
    case New:
        return row.has(Side::New) ? formatValue(value(r, Side::New)) : QStringLiteral("-");
    case Delta:
        return formatDelta(r);
    case DeltaPercent: {
        if (row.kind == Kind::Added)
            return tr("added");
        if (row.kind == Kind::Removed)
            return tr("removed");
        const double change = changeOf(r);
        if (std::isinf(change))
            return change > 0 ? tr("from 0") : tr("to 0");
        return (change > 0 ? QStringLiteral("+") : QString()) + QLocale().toString(change, 'f', 2) +
               QStringLiteral(" %");
    }
    case CallsEffect:
        return deltatext::delta(m_comparison->effects(r, m_event).calls);
    case PerCallEffect:
        return deltatext::delta(m_comparison->effects(r, m_event).perCall);
    default:
        return {};
    }
}

ComparedValues::Listing ComparisonModel::listing() const
{
    // The number columns are ComparedValues' keys, in order, after Function.
    static_assert(int(Base) - 1 == int(ComparedValues::Base) &&
                  int(PerCallEffect) - 1 == int(ComparedValues::PerCallEffect));
    const int key = m_sortColumn < 0           ? ComparedValues::kDefaultOrder
                    : m_sortColumn == Function ? ComparedValues::kByName
                                               : m_sortColumn - 1;
    // The default order has no direction.
    return {m_minimumChange, key,
            key != ComparedValues::kDefaultOrder && m_sortOrder == Qt::DescendingOrder};
}

QStringList ComparisonModel::widestTexts(int column) const
{
    if (!m_comparison || m_comparison->width() == 0 || column <= Function || column >= ColumnCount)
        return {};
    const std::tuple key{m_event, m_scale, m_measure};
    std::vector<QStringList>& widest = m_widest[key];
    if (widest.empty()) {
        // The rows the worker measured for this event, or measured now: a few texts made, not
        // one a row (the column fitter made the first 2,000 rows' at each sort and step of the
        // filter).
        auto rows = m_widestRows.find(key);
        if (rows == m_widestRows.end())
            rows = m_widestRows.emplace(key, values().widestRows()).first;
        widest.assign(ColumnCount, QStringList());
        for (int c = Base; c < ColumnCount; ++c) {
            QStringList candidates;
            for (const std::size_t r : rows->second[std::size_t(c - Base)])
                candidates << text(r, c);
            // The longest; those as long may be wider in pixels (a '+' against a '-').
            qsizetype longest = 0;
            for (const QString& candidate : candidates)
                longest = std::max(longest, candidate.size());
            for (const QString& candidate : candidates) {
                if (candidate.size() == longest && !widest[std::size_t(c)].contains(candidate))
                    widest[std::size_t(c)] << candidate;
            }
        }
    }
    return widest[std::size_t(column)];
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const std::size_t r = comparisonRow(index.row());
    const auto& row = m_comparison->row(r);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return text(r, column);
    case Qt::TextAlignmentRole:
        return column == Function ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::FontRole: {
        if (column != Function || !row.byHand)
            return {};
        QFont font;
        font.setItalic(true); // paired by hand: the tooltip names the other side's function
        return font;
    }
    case Qt::ToolTipRole: {
        if (column == CallsEffect || column == PerCallEffect)
            return effectsText(r);
        if (column != Function)
            return {};
        QStringList lines{m_comparison->name(r)};
        for (const Side side : {Side::Base, Side::New}) {
            if (!row.has(side))
                continue;
            lines << QStringLiteral("%1: %2 (%3)")
                         .arg(side == Side::Base ? tr("Baseline") : tr("New"),
                              m_comparison->file(r, side), m_comparison->object(r, side));
        }
        const char* notes[] = {"", QT_TR_NOOP("Matched though its file or object was renamed"),
                               QT_TR_NOOP("Only in the new profile"),
                               QT_TR_NOOP("Only in the baseline"), QT_TR_NOOP("A recursion cycle")};
        if (row.byHand)
            lines << tr("Paired by hand: %1 in the baseline")
                         .arg(m_comparison->key(r, Side::Base).name);
        else if (row.kind != Kind::Same)
            lines << tr(notes[int(row.kind)]);
        if (m_comparison->width() > 0)
            lines << effectsText(r);
        return lines.join(QLatin1Char('\n'));
    }
    case Qt::BackgroundRole:
    case Qt::ForegroundRole: {
        if (column == CallsEffect || column == PerCallEffect) {
            // The row is coloured by its larger effect: that cell alone takes the change's fill.
            const auto larger = effecttext::dominant(m_comparison->effects(r, m_event));
            if (larger != (column == CallsEffect ? effecttext::Dominant::Calls
                                                 : effecttext::Dominant::PerCall))
                return {};
        } else if (column != Delta && column != DeltaPercent) {
            return {};
        }
        const double change = changeOf(r);
        if (deltascale::intensity(change) == 0)
            return {};
        const QColor fill = deltascale::fill(change, m_background);
        return role == Qt::BackgroundRole ? fill : colorcontrast::textOn(fill);
    }
    case FunctionIdRole:
        return row.current.isValid() ? row.current.index() : FunctionId::kInvalidIndex;
    case CycleRole:
        return row.kind == Kind::Cycle ? row.newCycle : -1;
    case DistinguishingRole:
        // The range indexes the name, which is the display text.
        if (column != Function)
            return {};
        return QVariant::fromValue(
            m_comparison->shortNames().distinguishing(m_comparison->name(r), m_shortNames));
    case ChangeKindRole:
        return int(row.kind);
    case ChangeRole:
        return changeOf(r);
    case EffectRole:
        return int(effecttext::dominant(m_comparison->effects(r, m_event)));
    case SortRole:
        switch (column) {
        case Function:
            return m_comparison->name(r);
        case Base:
            return value(r, Side::Base);
        case New:
            return value(r, Side::New);
        case Delta:
            return value(r, Side::New) - value(r, Side::Base);
        case CallsEffect:
            return double(m_comparison->effects(r, m_event).calls);
        case PerCallEffect:
            return double(m_comparison->effects(r, m_event).perCall);
        default:
            return changeOf(r);
        }
    default:
        return {};
    }
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == WidestTextRole)
        return widestTexts(section);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Function:
            return tr("Function");
        case Base:
            return tr("Baseline");
        case New:
            return tr("New");
        case Delta:
            return tr("Delta");
        case DeltaPercent:
            return tr("Delta %");
        case CallsEffect:
            return tr("Calls\nEffect"); // two lines: narrow columns, all in sight
        case PerCallEffect:
            return tr("Per-Call\nEffect");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Base:
        case New: {
            const QString event = m_comparison ? m_comparison->eventName(m_event) : QString();
            const QString measure = m_measure == Measure::Inclusive ? tr("Inclusive") : tr("Self");
            return m_scale == Scale::Share
                       ? tr("%1 %2 cost as a share of that side's own total").arg(measure, event)
                       : tr("%1 %2 cost").arg(measure, event);
        }
        case Delta:
            return m_scale == Scale::Share
                       ? tr("New share minus baseline share, in points of a total")
                       : tr("New minus baseline");
        case DeltaPercent:
            return tr("Change relative to the baseline");
        case CallsEffect:
            return tr("The part of the change of inclusive cost that more or fewer calls explain: "
                      "the change in calls times the baseline's cost per call");
        case PerCallEffect:
            return tr("The rest of the change of inclusive cost: each call dearer or cheaper");
        default:
            return {};
        }
    }
    return {};
}

} // namespace tally
