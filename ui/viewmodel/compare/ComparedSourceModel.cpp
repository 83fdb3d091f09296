// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparedSourceModel.h"

#include "ui/viewmodel/annotation/KeptLines.h"
#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/ComparedCallRow.h"
#include "ui/viewmodel/compare/ComparedCells.h"
#include "ui/viewmodel/compare/DeltaScale.h"
#include "ui/viewmodel/compare/DeltaText.h"
#include "ui/viewmodel/session/Session.h"

#include <QFileInfo>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <set>

namespace tally {

namespace {
// A line worth showing in a condensed listing: with a cost, or calls, on either side.
bool hasCost(const ComparedLine& line)
{
    auto nonZero = [](Cost c) { return c != 0; };
    return !line.calls.empty() || std::any_of(line.base.begin(), line.base.end(), nonZero) ||
           std::any_of(line.current.begin(), line.current.end(), nonZero);
}
} // namespace

ComparedSourceModel::ComparedSourceModel(Session& session, QObject* parent)
    : QAbstractTableModel(parent), m_session(session)
{
    m_shareScale = m_session.shareScale();
    connect(&m_session, &Session::changed, this, [this](SessionChanges changes) {
        if (!(changes & (SessionChange::Comparison | SessionChange::EventTypes)))
            return;
        setShareScale(m_session.shareScale());
        if (m_comparison)
            setEvent(m_session.comparedEvent(*m_comparison));
    });
}

void ComparedSourceModel::setContent(std::shared_ptr<const ProfileComparison> comparison,
                                     SourceComparison lines,
                                     std::vector<std::shared_ptr<const SourceFileText>> texts)
{
    m_comparison = std::move(comparison);
    m_lines = std::move(lines);
    m_texts = std::move(texts);
    m_texts.resize(m_lines.files().size());
    if (m_comparison)
        m_event = m_session.comparedEvent(*m_comparison);
    rebuild();
}

void ComparedSourceModel::clear()
{
    setContent(nullptr, {}, {});
}

void ComparedSourceModel::setEvent(int event)
{
    if (m_comparison && (event < 0 || event >= m_comparison->events().count()))
        event = 0;
    if (event == m_event)
        return;
    m_event = event;
    if (!m_rows.empty()) {
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        emit headerDataChanged(Qt::Horizontal, Base, DeltaPercent);
    }
}

void ComparedSourceModel::setShareScale(bool share)
{
    if (share == m_shareScale)
        return;
    m_shareScale = share;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, Base, DeltaPercent);
}

void ComparedSourceModel::setOnlyCostly(bool only, int context)
{
    if (only == m_onlyCostly && context == m_context)
        return;
    m_onlyCostly = only;
    m_context = std::clamp(context, 0, 1000);
    rebuild();
}

void ComparedSourceModel::setBackground(const QColor& background)
{
    if (background == m_background)
        return;
    m_background = background;
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void ComparedSourceModel::setCodeFont(const QFont& font)
{
    m_codeFont = font;
}

void ComparedSourceModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    for (int f = 0; f < int(m_lines.files().size()); ++f)
        appendFile(f);
    endResetModel();
}

void ComparedSourceModel::appendFile(int f)
{
    const ComparedFile& file = m_lines.files()[std::size_t(f)];
    const SourceFileText* text = m_texts[std::size_t(f)].get();
    const QString path = file.newIndex >= 0 ? file.newPath : file.basePath;
    Row heading{RowKind::Heading, f, 0, nullptr, path.isEmpty() ? tr("(unknown file)") : path};
    if (file.newIndex > 0 || file.baseIndex > 0)
        heading.text += tr("  (inlined code)");
    if (file.newIndex < 0)
        heading.text += tr("  (in the baseline only)");
    else if (file.baseIndex < 0)
        heading.text += tr("  (in the new profile only)");
    else if (file.basePath != file.newPath)
        heading.text += tr("  (baseline: %1)").arg(file.basePath);
    m_rows.push_back(heading);

    auto pushLine = [&](LineNumber line) {
        const ComparedLine* entry = m_lines.find(f, line);
        m_rows.push_back(Row{RowKind::Code, f, line, entry, {}});
        if (entry) {
            for (int c = 0; c < int(entry->calls.size()); ++c)
                m_rows.push_back(Row{RowKind::Call, f, line, entry, {}, c});
        }
    };
    std::set<LineNumber> known;
    for (const ComparedLine& line : file.lines)
        known.insert(line.line);
    if (known.erase(0) > 0)
        pushLine(0);

    if (!text || !text->hasText()) {
        if (SourceFileText::isRecorded(path))
            m_rows.push_back(
                Row{RowKind::Message, f, 0, nullptr,
                    text && !text->error.isEmpty() ? text->error : tr("Source file not found")});
        for (const LineNumber line : known)
            pushLine(line);
        return;
    }
    const LineNumber last = LineNumber(text->lines.size());
    const bool condensed = m_onlyCostly || file.newIndex > 0 || file.baseIndex > 0;
    KeptLines kept(last, !condensed);
    if (condensed) {
        for (const ComparedLine& line : file.lines) {
            if (hasCost(line))
                kept.keepAround(line.line, m_context);
        }
    }
    for (const KeptLines::Run& run : kept.runs()) {
        if (!run.kept) {
            m_rows.push_back(
                Row{RowKind::Gap, f, run.from, nullptr,
                    tr("... %n line(s) without cost (%1-%2)", nullptr, int(run.to - run.from + 1))
                        .arg(run.from)
                        .arg(run.to)});
            continue;
        }
        for (LineNumber line = run.from; line <= run.to; ++line)
            pushLine(line);
    }
    // Lines the profiles name beyond the file's end (it changed since profiling), one row each.
    for (const LineNumber line : known) {
        if (line > last)
            pushLine(line);
    }
}

int ComparedSourceModel::rowOf(int file, LineNumber line) const
{
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].kind == RowKind::Code && m_rows[r].file == file && m_rows[r].line == line)
            return int(r);
    }
    return -1;
}

int ComparedSourceModel::mostChangedRow() const
{
    int best = -1;
    Cost bestDelta = 0;
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        const Row& row = m_rows[r];
        if (row.kind != RowKind::Code || !row.entry)
            continue;
        const Cost delta = valueOf(*row.entry, true) - valueOf(*row.entry, false);
        const Cost size = delta < 0 ? -delta : delta;
        if (best < 0 || size > bestDelta) {
            best = int(r);
            bestDelta = size;
        }
    }
    return best;
}

ComparedSourceModel::RowKind ComparedSourceModel::kindOf(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() ? m_rows[std::size_t(row)].kind
                                                        : RowKind::Message;
}

FunctionId ComparedSourceModel::calleeAt(int row) const
{
    if (kindOf(row) != RowKind::Call || !m_comparison ||
        &m_comparison->profile(ProfileComparison::Side::New) != m_session.profile().get())
        return {};
    return functionIdOf(index(row, Text).data(CalleeRole));
}

Cost ComparedSourceModel::valueOf(const ComparedLine& line, bool current) const
{
    if (!m_comparison || m_comparison->width() == 0)
        return 0;
    return m_comparison->value(current ? line.current : line.base, m_event);
}

QString ComparedSourceModel::lineText(const Row& row) const
{
    if (row.line == 0)
        return tr("(no line information)");
    const SourceFileText* text = m_texts[std::size_t(row.file)].get();
    if (!text || !text->hasText() || row.line > LineNumber(text->lines.size()))
        return {};
    return text->lines[qsizetype(row.line) - 1];
}

int ComparedSourceModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparedSourceModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparedSourceModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const int column = index.column();
    if (role == KindRole)
        return int(row.kind);
    if (row.kind == RowKind::Call)
        return callData(row.entry->calls[std::size_t(row.call)], column, role);
    if (row.kind != RowKind::Code) {
        if (column == Text && (role == Qt::DisplayRole || role == Qt::ToolTipRole))
            return row.text;
        if (role == Qt::FontRole && row.kind == RowKind::Heading) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    }
    const ComparedCells cells = row.entry && m_comparison
                                    ? ComparedCells::of(*m_comparison, row.entry->base,
                                                        row.entry->current, m_event, m_shareScale)
                                    : ComparedCells{};
    switch (role) {
    case Qt::DisplayRole:
        if (column == Line)
            return row.line > 0 ? QString::number(row.line) : QString();
        if (column == Text)
            return lineText(row);
        return costCellData(cells, column, role);
    case Qt::ToolTipRole: {
        if (!row.entry)
            return {};
        const QString event = m_comparison ? m_comparison->eventName(m_event) : QString();
        QStringList lines{tr("Line %1, %2 self cost").arg(row.line).arg(event)};
        lines << tr("Baseline: %1")
                     .arg(row.entry->onBase ? QLocale().toString(qlonglong(cells.base))
                                            : tr("no such line"));
        lines << tr("New: %1").arg(row.entry->onNew ? QLocale().toString(qlonglong(cells.current))
                                                    : tr("no such line"));
        lines << tr("Change: %1 (%2)")
                     .arg(deltatext::delta(cells.current - cells.base),
                          deltatext::percent(cells.change));
        return lines.join(QLatin1Char('\n'));
    }
    case DimRole:
        return !row.entry || !cells.any();
    default:
        return costCellData(cells, column, role);
    }
}

QVariant ComparedSourceModel::callData(const ComparedCall& call, int column, int role) const
{
    if (!m_comparison)
        return {};
    if (role == Qt::TextAlignmentRole || role == Qt::FontRole)
        return costCellData({}, column, role);
    return comparedcallrow::data(*m_comparison, call, column, role, Text, m_event, m_shareScale,
                                 m_background);
}

QVariant ComparedSourceModel::costCellData(const ComparedCells& cells, int column, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return column == Text ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole)
        return column == Text || column == Line ? QVariant(m_codeFont) : QVariant();
    return cells.data(column, role, m_background);
}

QVariant ComparedSourceModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    const QString event = m_comparison ? m_comparison->eventName(m_event) : QString();
    if (role == Qt::DisplayRole) {
        switch (section) {
        case Base:
            return event.isEmpty() ? tr("Baseline") : tr("Baseline %1").arg(event);
        case New:
            return event.isEmpty() ? tr("New") : tr("New %1").arg(event);
        case Delta:
            return tr("Delta");
        case DeltaPercent:
            return tr("Delta %");
        case Line:
            return tr("Line");
        case Text:
            return tr("Source");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Base:
            return m_shareScale ? tr("Self %1 cost of the line in the baseline, as a share of "
                                     "the baseline's total")
                                      .arg(event)
                                : tr("Self %1 cost of the line in the baseline").arg(event);
        case New:
            return m_shareScale ? tr("Self %1 cost of the line in the new profile, as a share "
                                     "of the new profile's total")
                                      .arg(event)
                                : tr("Self %1 cost of the line in the new profile").arg(event);
        case Delta:
            return m_shareScale ? tr("New share minus baseline share, in points of a total")
                                : tr("New minus baseline");
        case DeltaPercent:
            return tr("The change relative to the baseline");
        default:
            return {};
        }
    }
    return {};
}

} // namespace tally
