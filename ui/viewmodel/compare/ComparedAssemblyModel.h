// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyComparison.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/ComparedCells.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QFont>

#include <memory>
#include <vector>

namespace tally {

class Session;

// The machine code of one function of a comparison, instruction by instruction (when both sides
// ran the same code: AssemblyComparison::pairing()): the baseline's and the new side's self cost
// of one event type, the delta and the delta %, the delta cells on the diverging scale; under a
// call instruction, a row per callee with the calls' inclusive cost on each side and their counts
// (as the compared source listing writes them).
class ComparedAssemblyModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Base,
        New,
        Delta,
        DeltaPercent,
        Address,
        Instruction,
        Line,
        ColumnCount
    };

    // Follows the Session's compared event (in the content's comparison) and share scale; the
    // content comes from the view's job, as the plain listing's.
    explicit ComparedAssemblyModel(Session& session, QObject* parent = nullptr);

    void setContent(std::shared_ptr<const ProfileComparison> comparison,
                    AssemblyComparison instructions);
    void clear();
    const AssemblyComparison& instructions() const { return m_instructions; }
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }
    // Index into comparison()->events(); out of range falls back to the first.
    void setEvent(int event);
    int eventIndex() const { return m_event; }
    void setShareScale(bool share);
    void setBackground(const QColor& background);
    void setCodeFont(const QFont& font);
    // The row of the instruction whose cost changed most (by the absolute delta), or -1.
    int mostChangedRow() const;
    bool isCallRow(int row) const;
    // The new side's callee of a call row, when the Session shows the new side's profile.
    FunctionId calleeAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        int instruction = 0; // index into instructions().instructions()
        int call = -1;       // call rows: index into its calls
    };
    QVariant callData(const ComparedCall& call, int column, int role) const;
    // What a cost column says of `cells`, and the roles every costed row answers alike.
    QVariant costCellData(const ComparedCells& cells, int column, int role) const;

    Session& m_session;
    std::shared_ptr<const ProfileComparison> m_comparison;
    AssemblyComparison m_instructions;
    std::vector<Row> m_rows;
    int m_event = 0;
    bool m_shareScale = false;
    QColor m_background = Qt::white;
    QFont m_codeFont;
};

} // namespace tally
