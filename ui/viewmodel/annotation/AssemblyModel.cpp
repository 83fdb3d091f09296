// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#include "ui/viewmodel/annotation/AssemblyModel.h"

#include <QFileInfo>
#include <QLocale>

namespace tally {

AssemblyModel::AssemblyModel(Session& session, QObject* parent) : AnnotationModel(session, parent)
{
    connect(&session, &Session::changed, this, [this](SessionChanges changes) {
        if (changes & SessionChange::EventTypes)
            updateHeat();
    });
}

void AssemblyModel::clear()
{
    setContent(nullptr, FunctionId(), {});
}

void AssemblyModel::setContent(std::shared_ptr<const Profile> profile, FunctionId function,
                               AssemblyAnnotation annotation)
{
    beginResetModel();
    setContentProfile(std::move(profile));
    m_function = function;
    setListedFunction(function);
    m_annotation = std::move(annotation);
    m_rows.clear();
    const auto& instructions = m_annotation.instructions();
    m_instructionRows.assign(instructions.size(), -1);
    QString symbol;
    for (int i = 0; i < int(instructions.size()); ++i) {
        const auto& insn = instructions[std::size_t(i)];
        if (i == 0 || insn.instruction.symbol != symbol) {
            symbol = insn.instruction.symbol;
            m_rows.push_back(Row{RowKind::Heading, i, -1, symbol + QLatin1Char(':')});
        }
        m_instructionRows[std::size_t(i)] = int(m_rows.size());
        m_rows.push_back(Row{RowKind::Code, i, -1, {}});
        for (int c = 0; c < int(insn.calls.size()); ++c)
            m_rows.push_back(Row{RowKind::Call, i, c, {}});
        for (int j = 0; j < int(insn.jumps.size()); ++j) {
            if (!insn.jumps[std::size_t(j)].local)
                m_rows.push_back(Row{RowKind::Jump, i, j, {}});
        }
    }
    std::vector<JumpLanes::Arrow> arrows;
    for (int i = 0; i < int(instructions.size()); ++i) {
        for (const auto& jump : instructions[std::size_t(i)].jumps) {
            const int target = m_annotation.indexOf(jump.toAddress);
            if (!jump.local || target < 0)
                continue;
            arrows.push_back({m_instructionRows[std::size_t(i)],
                              m_instructionRows[std::size_t(target)], jump.conditional,
                              jump.executed, jump.taken});
        }
    }
    m_lanes.setArrows(std::move(arrows), int(m_rows.size()));
    updateHeat();
    endResetModel();
}

void AssemblyModel::updateHeat()
{
    Cost maxPrimary = 0;
    Cost maxSecondary = 0;
    for (const auto& insn : m_annotation.instructions()) {
        maxPrimary = std::max(maxPrimary, session().value(insn.self, session().primaryEvent()));
        if (session().secondaryEvent() >= 0)
            maxSecondary =
                std::max(maxSecondary, session().value(insn.self, session().secondaryEvent()));
    }
    setHeatMaximum(maxPrimary, maxSecondary);
}

int AssemblyModel::rowOfInstruction(int instruction) const
{
    return instruction >= 0 && std::size_t(instruction) < m_instructionRows.size()
               ? m_instructionRows[std::size_t(instruction)]
               : -1;
}

int AssemblyModel::hottestRow() const
{
    int best = -1;
    Cost bestCost = 0;
    const auto& instructions = m_annotation.instructions();
    for (int i = 0; i < int(instructions.size()); ++i) {
        const Cost cost =
            session().value(instructions[std::size_t(i)].self, session().primaryEvent());
        if (best < 0 || cost > bestCost) {
            best = i;
            bestCost = cost;
        }
    }
    return rowOfInstruction(best);
}

int AssemblyModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int AssemblyModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : SourceColumn + 1;
}

QVariant AssemblyModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole) {
        switch (section) {
        case PositionColumn:
            return tr("Address");
        case TextColumn:
            return tr("Instruction");
        case SourceColumn:
            return tr("Source");
        default:
            break;
        }
    }
    return AnnotationModel::headerData(section, orientation, role);
}

Qt::ItemFlags AssemblyModel::flags(const QModelIndex& index) const
{
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

QString AssemblyModel::jumpText(const AnnotatedJump& jump) const
{
    const Profile* profile = contentProfile();
    const QLocale locale;
    const QString target = profile && profile->isFunction(jump.targetFunction)
                               ? profile->functionName(jump.targetFunction)
                               : QString();
    const QString counts = jump.conditional
                               ? tr("taken %1 of %2 times")
                                     .arg(locale.toString(qulonglong(jump.taken)),
                                          locale.toString(qulonglong(jump.executed)))
                               : tr("%1 times").arg(locale.toString(qulonglong(jump.executed)));
    return tr("    \u21b7 %1 to 0x%2 in %3, %4")
        .arg(jump.conditional ? tr("conditional jump") : tr("jump"))
        .arg(jump.toAddress, 0, 16)
        .arg(target, counts);
}

QVariant AssemblyModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || std::size_t(index.row()) >= m_rows.size())
        return {};
    const Row& row = m_rows[std::size_t(index.row())];
    const AnnotatedInstruction& insn = m_annotation.instructions()[std::size_t(row.instruction)];
    const bool costly =
        std::any_of(insn.self.begin(), insn.self.end(), [](Cost c) { return c != 0; });
    if (role == KindRole)
        return int(row.kind);
    if (role == DimRole)
        return row.kind == RowKind::Code && !costly;
    if (role == CalleeRole && row.kind == RowKind::Call)
        return insn.calls[std::size_t(row.item)].callee.index();
    if (role == CalleeRole && row.kind == RowKind::Jump) {
        // A jump into another function (a tail call) leads there like a call.
        const FunctionId target = insn.jumps[std::size_t(row.item)].targetFunction;
        if (target != m_function && contentProfile() && contentProfile()->isFunction(target))
            return target.index();
    }
    const Profile* profile = contentProfile();
    if (role == Qt::ToolTipRole) {
        if (row.kind == RowKind::Call && profile)
            return tr("%1\ncalled %2 times; activate to go there")
                .arg(profile->functionName(insn.calls[std::size_t(row.item)].callee),
                     QLocale().toString(qulonglong(insn.calls[std::size_t(row.item)].count)));
        if (row.kind == RowKind::Code) {
            std::vector<QString> names(m_rows.size());
            for (const auto& mark : m_lanes.marks(index.row())) {
                const auto& arrow = m_lanes.arrows()[std::size_t(mark.arrow)];
                for (const int r : {arrow.fromRow, arrow.toRow}) {
                    const auto& other =
                        m_annotation
                            .instructions()[std::size_t(m_rows[std::size_t(r)].instruction)];
                    names[std::size_t(r)] =
                        QStringLiteral("0x%1").arg(other.instruction.address, 0, 16);
                }
            }
            QString tip = m_lanes.describe(index.row(), names);
            if (index.column() == SourceColumn && !insn.instruction.sourceFile.isEmpty())
                tip = QStringLiteral("%1:%2")
                          .arg(insn.instruction.sourceFile)
                          .arg(insn.instruction.sourceLine);
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        return {};
    }
    switch (index.column()) {
    case PrimaryColumn:
    case SecondaryColumn:
        if (row.kind == RowKind::Code)
            return costData(insn.self, index.column(), role, false);
        if (row.kind == RowKind::Call)
            return costData(insn.calls[std::size_t(row.item)].inclusive, index.column(), role,
                            true);
        return {};
    case PositionColumn:
        if (role == Qt::DisplayRole && row.kind == RowKind::Code)
            return QStringLiteral("%1").arg(insn.instruction.address, 0, 16);
        if (role == Qt::TextAlignmentRole)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case TextColumn:
        if (role == JumpLabelRole && row.kind == RowKind::Code) {
            Count taken = 0;
            Count executed = 0;
            for (const auto& jump : insn.jumps) {
                if (jump.conditional) {
                    taken += jump.taken;
                    executed += jump.executed;
                }
            }
            if (executed == 0)
                return {};
            const QLocale locale;
            return tr("jump %1/%2")
                .arg(locale.toString(qulonglong(taken)), locale.toString(qulonglong(executed)));
        }
        if (role != Qt::DisplayRole)
            return {};
        switch (row.kind) {
        case RowKind::Code:
            return insn.instruction.text();
        case RowKind::Call: {
            const auto& call = insn.calls[std::size_t(row.item)];
            return tr("    \u2192 %1 call(s) to %2")
                .arg(QLocale().toString(qulonglong(call.count)),
                     profile ? profile->functionName(call.callee) : QString());
        }
        case RowKind::Jump:
            return jumpText(insn.jumps[std::size_t(row.item)]);
        default:
            return row.text;
        }
    case SourceColumn:
        if (role == Qt::DisplayRole && row.kind == RowKind::Code) {
            if (!insn.instruction.sourceFile.isEmpty())
                return QStringLiteral("%1:%2")
                    .arg(QFileInfo(insn.instruction.sourceFile).fileName())
                    .arg(insn.instruction.sourceLine);
            if (insn.profileLine > 0)
                return tr("line %1").arg(insn.profileLine);
        }
        return {};
    default:
        return {};
    }
}

} // namespace tally
