// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "core/analysis/AssemblyAnnotation.h"
#include "ui/viewmodel/annotation/AnnotationModel.h"

namespace tally {

// The active function's machine code with per-instruction costs, the source line of each
// instruction, call annotation rows and jump arrows.
class AssemblyModel : public AnnotationModel
{
    Q_OBJECT

public:
    enum
    {
        SourceColumn = TextColumn + 1,
        BytesColumn, // the instruction's bytes; the view shows it on request, after the address
    };

    explicit AssemblyModel(Session& session, QObject* parent = nullptr);

    void setContent(std::shared_ptr<const Profile> profile, FunctionId function,
                    AssemblyAnnotation annotation);
    void clear();
    const AssemblyAnnotation& annotation() const { return m_annotation; }
    int rowOfInstruction(int instruction) const;
    int hottestRow() const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Row
    {
        RowKind kind = RowKind::Code;
        int instruction = -1;
        int item = -1; // call or jump of the instruction
        QString text;  // headings
    };

    void updateHeat();
    QString jumpText(const AnnotatedJump& jump) const;

    FunctionId m_function;
    AssemblyAnnotation m_annotation;
    std::vector<Row> m_rows;
    std::vector<int> m_instructionRows;
};

} // namespace tally
