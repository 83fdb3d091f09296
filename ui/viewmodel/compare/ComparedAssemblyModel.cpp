// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/compare/ComparedAssemblyModel.h"

#include "ui/viewmodel/common/ColorContrast.h"
#include "ui/viewmodel/compare/ComparedCallRow.h"
#include "ui/viewmodel/compare/ComparedCells.h"
#include "ui/viewmodel/compare/DeltaText.h"
#include "ui/viewmodel/session/Session.h"

#include <QLocale>

namespace tally {

ComparedAssemblyModel::ComparedAssemblyModel(Session& session, QObject* parent)
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

void ComparedAssemblyModel::setContent(std::shared_ptr<const ProfileComparison> comparison,
                                       AssemblyComparison instructions)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_instructions = std::move(instructions);
    m_rows.clear();
    if (m_comparison) {
        const auto& list = m_instructions.instructions();
        for (int i = 0; i < int(list.size()); ++i) {
            m_rows.push_back(Row{i, -1});
            for (int c = 0; c < int(list[std::size_t(i)].calls.size()); ++c)
                m_rows.push_back(Row{i, c});
        }
    }
    if (m_comparison)
        m_event = m_session.comparedEvent(*m_comparison);
    endResetModel();
}

void ComparedAssemblyModel::clear()
{
    setContent(nullptr, {});
}

void ComparedAssemblyModel::setEvent(int event)
{
    if (m_comparison && (event < 0 || event >= m_comparison->events().count()))
        event = 0;
    if (event == m_event)
        return;
    m_event = event;
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
    emit headerDataChanged(Qt::Horizontal, Base, DeltaPercent);
}

void ComparedAssemblyModel::setShareScale(bool share)
{
    if (share == m_shareScale)
        return;
    m_shareScale = share;
    if (rowCount() > 0)
        emit dataChanged(index(0, Base), index(rowCount() - 1, DeltaPercent));
    emit headerDataChanged(Qt::Horizontal, Base, DeltaPercent);
}

void ComparedAssemblyModel::setBackground(const QColor& background)
{
    if (background == m_background)
        return;
    m_background = background;
    if (rowCount() > 0)
        emit dataChanged(index(0, Delta), index(rowCount() - 1, DeltaPercent),
                         {Qt::BackgroundRole, Qt::ForegroundRole});
}

void ComparedAssemblyModel::setCodeFont(const QFont& font)
{
    m_codeFont = font;
}

int ComparedAssemblyModel::mostChangedRow() const
{
    if (!m_comparison)
        return -1;
    int best = -1;
    Cost bestDelta = 0;
    const auto& list = m_instructions.instructions();
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].call >= 0)
            continue;
        const ComparedInstruction& insn = list[std::size_t(m_rows[r].instruction)];
        const auto cells =
            ComparedCells::of(*m_comparison, insn.base, insn.current, m_event, false);
        const Cost delta = cells.current - cells.base;
        const Cost size = delta < 0 ? -delta : delta;
        if (best < 0 || size > bestDelta) {
            best = int(r);
            bestDelta = size;
        }
    }
    return best;
}

int ComparedAssemblyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

bool ComparedAssemblyModel::isCallRow(int row) const
{
    return row >= 0 && std::size_t(row) < m_rows.size() && m_rows[std::size_t(row)].call >= 0;
}

FunctionId ComparedAssemblyModel::calleeAt(int row) const
{
    if (!isCallRow(row) ||
        &m_comparison->profile(ProfileComparison::Side::New) != m_session.profile().get())
        return {};
    return functionIdOf(index(row, Instruction).data(CalleeRole));
}

int ComparedAssemblyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ComparedAssemblyModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const ComparedInstruction& insn = m_instructions.instructions()[std::size_t(row.instruction)];
    if (row.call >= 0)
        return callData(insn.calls[std::size_t(row.call)], index.column(), role);
    const ComparedCells cells =
        ComparedCells::of(*m_comparison, insn.base, insn.current, m_event, m_shareScale);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case Address:
            return QStringLiteral("%1").arg(insn.instruction.address, 0, 16);
        case Instruction:
            return insn.instruction.text();
        case Line:
            return insn.line > 0 ? QString::number(insn.line) : QString();
        default:
            return costCellData(cells, column, role);
        }
    case Qt::ToolTipRole: {
        if (!cells.any())
            return {};
        const QString event = m_comparison->eventName(m_event);
        return tr("%1 self cost at %2\nBaseline: %3\nNew: %4\nChange: %5 (%6)")
            .arg(event, QStringLiteral("0x%1").arg(insn.instruction.address, 0, 16),
                 QLocale().toString(qlonglong(cells.base)),
                 QLocale().toString(qlonglong(cells.current)),
                 deltatext::delta(cells.current - cells.base), deltatext::percent(cells.change));
    }
    default:
        return costCellData(cells, column, role);
    }
}

QVariant ComparedAssemblyModel::callData(const ComparedCall& call, int column, int role) const
{
    if (!m_comparison)
        return {};
    if (role == Qt::TextAlignmentRole || role == Qt::FontRole)
        return costCellData({}, column, role);
    return comparedcallrow::data(*m_comparison, call, column, role, Instruction, m_event,
                                 m_shareScale, m_background);
}

QVariant ComparedAssemblyModel::costCellData(const ComparedCells& cells, int column, int role) const
{
    if (role == Qt::TextAlignmentRole)
        return column == Instruction ? QVariant() : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::FontRole)
        return column >= Address ? QVariant(m_codeFont) : QVariant();
    return cells.data(column, role, m_background);
}

QVariant ComparedAssemblyModel::headerData(int section, Qt::Orientation orientation, int role) const
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
        case Address:
            return tr("Address");
        case Instruction:
            return tr("Instruction");
        case Line:
            return tr("Line");
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case Base:
            return m_shareScale ? tr("Self %1 cost of the instruction in the baseline, as a "
                                     "share of the baseline's total")
                                      .arg(event)
                                : tr("Self %1 cost of the instruction in the baseline").arg(event);
        case New:
            return m_shareScale
                       ? tr("Self %1 cost of the instruction in the new profile, as a "
                            "share of the new profile's total")
                             .arg(event)
                       : tr("Self %1 cost of the instruction in the new profile").arg(event);
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
