// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparisonModel.h"

#include "core/text/ShortNames.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/common/KeyOrder.h"
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
    : QAbstractTableModel(parent), m_session(session)
{
    m_shortNames = m_session.shortNames();
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
    const auto costs = m_measure == Measure::Inclusive ? m_comparison->inclusive(r, side)
                                                       : m_comparison->self(r, side);
    return m_comparison->value(costs, m_event);
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
    const Cost c = cost(r, side);
    return m_scale == Scale::Share ? m_comparison->share(c, side, m_event) : double(c);
}

double ComparisonModel::changeOf(std::size_t r) const
{
    return ProfileComparison::relativeChange(value(r, Side::Base), value(r, Side::New));
}

void ComparisonModel::rebuild()
{
    beginResetModel();
    m_visible.clear();
    // The widest texts (WidestTextRole) are kept for this comparison; a sort, a filter or
    // another event keeps them.
    if (m_widestOf != m_comparison) {
        m_widest.clear();
        m_counts.clear();
        m_widestOf = m_comparison;
    }
    if (m_comparison && m_comparison->width() > 0) {
        // The default order, which also breaks the ties of every other. Made once for the
        // comparison and event (on its worker): a click on a header or a step of the filter made
        // it again, and sorted 127,000 names with it (names.callgrind: 160 ms a step).
        std::vector<std::size_t> rows = m_comparison->defaultOrder(m_event);
        if (m_minimumChange > 0) {
            std::erase_if(rows, [this](std::size_t r) {
                const Kind kind = m_comparison->row(r).kind;
                if (kind == Kind::Added || kind == Kind::Removed)
                    return false;
                return !(std::abs(changeOf(r)) > m_minimumChange);
            });
        }
        if (m_sortColumn >= 0) {
            // One number a row (a value, or the name's rank), ordered by keyorder: a stable
            // order, ties in the default one. A sort by name compared QStrings made of the
            // 127,000 names at each click (1.3 s).
            std::vector<std::int64_t> keys(rows.size());
            const std::vector<std::uint32_t>* ranks =
                m_sortColumn == Function ? &m_comparison->nameRanks() : nullptr;
            for (std::size_t i = 0; i < rows.size(); ++i)
                keys[i] = ranks ? std::int64_t((*ranks)[rows[i]]) : sortKey(rows[i], m_sortColumn);
            const std::vector<std::uint32_t> places =
                keyorder::ordered(keys, m_sortOrder == Qt::DescendingOrder);
            m_visible.reserve(rows.size());
            for (const std::uint32_t place : places)
                m_visible.push_back(rows[place]);
        } else {
            m_visible = std::move(rows);
        }
    }
    endResetModel();
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
    // summary after each step of its filter: 114 M instructions on 126,742 rows). The rows
    // shown follow from the key (their order aside); rebuild() forgets the counts of another
    // comparison.
    const std::tuple key{m_event, m_scale, m_measure, m_minimumChange};
    if (const auto kept = m_counts.find(key); kept != m_counts.end())
        return kept->second;
    ChangeCounts counts;
    for (const std::size_t r : m_visible) {
        const Kind kind = m_comparison->row(r).kind;
        if (kind == Kind::Added) {
            ++counts.added;
        } else if (kind == Kind::Removed) {
            ++counts.removed;
        } else {
            const double change = changeOf(r);
            counts.grew += change > 0 ? 1 : 0;
            counts.shrank += change < 0 ? 1 : 0;
        }
    }
    m_counts.emplace(key, counts);
    return counts;
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

std::array<std::int64_t, ComparisonModel::ColumnCount>
ComparisonModel::sortKeys(std::size_t r) const
{
    // Each value and the row's effects once: the widest texts read every row's keys when an
    // event is chosen (two effects a row, made apart, were half of that on 127,000 rows).
    const double base = value(r, Side::Base);
    const double current = value(r, Side::New);
    const changeeffects::Split effects = m_comparison->effects(r, m_event);
    std::array<std::int64_t, ColumnCount> keys{};
    keys[Base] = keyorder::keyOf(base);
    keys[New] = keyorder::keyOf(current);
    keys[Delta] = keyorder::keyOf(current - base);
    keys[DeltaPercent] = keyorder::keyOf(ProfileComparison::relativeChange(base, current));
    keys[CallsEffect] = effects.calls;
    keys[PerCallEffect] = effects.perCall;
    return keys;
}

std::int64_t ComparisonModel::sortKey(std::size_t r, int column) const
{
    switch (column) {
    case Base:
        return keyorder::keyOf(value(r, Side::Base));
    case New:
        return keyorder::keyOf(value(r, Side::New));
    case Delta:
        return keyorder::keyOf(value(r, Side::New) - value(r, Side::Base));
    case CallsEffect:
        return m_comparison->effects(r, m_event).calls;
    case PerCallEffect:
        return m_comparison->effects(r, m_event).perCall;
    case DeltaPercent:
        return keyorder::keyOf(changeOf(r));
    default: // Function: by nameRanks(), not here
        return 0;
    }
}

QStringList ComparisonModel::widestTexts(int column) const
{
    if (!m_comparison || m_comparison->width() == 0 || column <= Function || column >= ColumnCount)
        return {};
    std::vector<QStringList>& widest = m_widest[{m_event, m_scale, m_measure}];
    if (widest.empty()) {
        constexpr double kInfinity = std::numeric_limits<double>::infinity();
        // The longest texts of a column are those of its largest and most negative values, and
        // Delta %'s words (added, removed, from 0, to 0): a few texts made, not one a row (the
        // column fitter made the first 2,000 rows' at each sort and step of the filter).
        widest.assign(ColumnCount, QStringList());
        // By column: the rows of the least and the most key, and those keys.
        std::array<std::size_t, ColumnCount> least{};
        std::array<std::size_t, ColumnCount> most{};
        std::array<std::int64_t, ColumnCount> leastKey;
        std::array<std::int64_t, ColumnCount> mostKey;
        leastKey.fill(std::numeric_limits<std::int64_t>::max());
        mostKey.fill(std::numeric_limits<std::int64_t>::min());
        QStringList words;      // Delta %'s, once each
        unsigned wordsSeen = 0; // by the bits of wordOf
        const auto wordOf = [](Kind kind, std::int64_t key) {
            return kind == Kind::Added                  ? 1U
                   : kind == Kind::Removed              ? 2U
                   : key == keyorder::keyOf(kInfinity)  ? 4U
                   : key == keyorder::keyOf(-kInfinity) ? 8U
                                                        : 0U;
        };
        for (std::size_t r = 0; r < m_comparison->rowCount(); ++r) {
            const Kind kind = m_comparison->row(r).kind;
            const std::array<std::int64_t, ColumnCount> keys = sortKeys(r);
            for (int c = Base; c < ColumnCount; ++c) {
                const std::int64_t key = keys[std::size_t(c)];
                if (const unsigned word = c == DeltaPercent ? wordOf(kind, key) : 0U; word != 0) {
                    if (!(wordsSeen & word))
                        words << text(r, c);
                    wordsSeen |= word;
                    continue;
                }
                const auto i = std::size_t(c);
                if (key < leastKey[i]) {
                    leastKey[i] = key;
                    least[i] = r;
                }
                if (key > mostKey[i]) {
                    mostKey[i] = key;
                    most[i] = r;
                }
            }
        }
        for (int c = Base; c < ColumnCount; ++c) {
            const auto i = std::size_t(c);
            QStringList candidates = c == DeltaPercent ? words : QStringList();
            if (leastKey[i] <= mostKey[i])
                candidates << text(least[i], c) << text(most[i], c);
            // The longest; those as long may be wider in pixels (a '+' against a '-').
            qsizetype longest = 0;
            for (const QString& candidate : candidates)
                longest = std::max(longest, candidate.size());
            for (const QString& candidate : candidates) {
                if (candidate.size() == longest && !widest[i].contains(candidate))
                    widest[i] << candidate;
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
            const QString event = m_comparison && m_comparison->width() > 0
                                      ? m_comparison->events().type(m_event).name
                                      : QString();
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
