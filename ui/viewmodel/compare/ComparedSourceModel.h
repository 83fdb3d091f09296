// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/SourceComparison.h"
#include "ui/viewmodel/annotation/SourceFileText.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/compare/ComparedCells.h"

#include <QAbstractTableModel>
#include <QColor>
#include <QFont>

#include <memory>
#include <vector>

namespace tally {

class Session;

// The source of one function of a comparison, line by line: the baseline's and the new side's
// self cost of one event type, the delta and the delta %, the delta cells coloured on the
// comparison's diverging scale; under a line that calls, a row per callee with the calls'
// inclusive cost on each side and their counts (as the plain listing's call rows). The text is the
// new side's file (the baseline's where only it has the file); each file gets a heading, and long
// stretches without cost on either side collapse into gaps around inlined code (or everywhere, with
// "only costly regions").
class ComparedSourceModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        Base,
        New,
        Delta,
        DeltaPercent,
        Line,
        Text,
        ColumnCount
    };
    enum class RowKind
    {
        Heading,
        Message,
        Code,
        Gap,
        Call,
    };

    // Follows the Session's compared event (in the content's comparison) and share scale; the
    // content comes from the view's job, as the plain listing's.
    explicit ComparedSourceModel(Session& session, QObject* parent = nullptr);

    // `texts` has one entry per file of `lines` (nullptr: no text).
    void setContent(std::shared_ptr<const ProfileComparison> comparison, SourceComparison lines,
                    std::vector<std::shared_ptr<const SourceFileText>> texts);
    void clear();
    const SourceComparison& lines() const { return m_lines; }
    const std::shared_ptr<const ProfileComparison>& comparison() const { return m_comparison; }
    // Index into comparison()->events(); out of range falls back to the first.
    void setEvent(int event);
    int eventIndex() const { return m_event; }
    // Each side as a share of its own total, as the flat comparison's share scale.
    void setShareScale(bool share);
    void setOnlyCostly(bool only, int context);
    void setBackground(const QColor& background);
    void setCodeFont(const QFont& font);

    int rowOf(int file, LineNumber line) const;
    // The row whose line changed most (by the absolute delta), or -1.
    int mostChangedRow() const;
    RowKind kindOf(int row) const;
    // The new side's callee of a call row, when the Session shows the new side's profile (a
    // listing of a comparison before a transform or reload names functions of another one).
    FunctionId calleeAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        RowKind kind = RowKind::Code;
        int file = -1;
        LineNumber line = 0;
        const ComparedLine* entry = nullptr; // nullptr: no cost on either side
        QString text;                        // headings, messages, gaps
        int call = -1;                       // call rows: index into entry->calls
    };
    void rebuild();
    void appendFile(int file);
    QString lineText(const Row& row) const;
    QVariant callData(const ComparedCall& call, int column, int role) const;
    // What a cost column says of `cells`, and the roles every costed row answers alike.
    QVariant costCellData(const ComparedCells& cells, int column, int role) const;
    Cost valueOf(const ComparedLine& line, bool current) const;

    Session& m_session;
    std::shared_ptr<const ProfileComparison> m_comparison;
    SourceComparison m_lines;
    std::vector<std::shared_ptr<const SourceFileText>> m_texts;
    std::vector<Row> m_rows;
    int m_event = 0;
    bool m_shareScale = false;
    bool m_onlyCostly = false;
    int m_context = 3;
    QColor m_background = Qt::white;
    QFont m_codeFont;
};

} // namespace tally
