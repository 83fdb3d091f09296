// SPDX-FileCopyrightText: 2026 The Tally authors
// SPDX-License-Identifier: MIT

#pragma once

#include "ui/viewmodel/annotation/JumpLanes.h"
#include "ui/viewmodel/common/ModelRoles.h"
#include "ui/viewmodel/session/Session.h"

#include <QAbstractTableModel>
#include <QTextLayout>

namespace tally {

// What the source and assembly models have in common: one row per listing line (code, call
// annotations, headings), fixed leading columns, the roles their delegates read, and the jump
// arrows laid out over the rows.
class AnnotationModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        PrimaryColumn,
        SecondaryColumn,
        PositionColumn, // line number or address
        GutterColumn,   // jump arrows
        TextColumn,
    };
    enum class RowKind
    {
        Heading,
        Message,
        Code,
        Call,
        Jump,
        Gap,
    };

    explicit AnnotationModel(Session& session, QObject* parent = nullptr);

    // Syntax colouring of the text column of `row`, empty when there is none.
    virtual QList<QTextLayout::FormatRange> textFormats(int row) const;
    const JumpLanes& lanes() const { return m_lanes; }
    // The callee of a call row, else an invalid id (also while the rows are of a profile the
    // Session no longer holds).
    FunctionId calleeAt(int row) const;

    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // Whether the Session has a strict subset of the parts selected. The detail rows (lines,
    // instructions, call sites) are merged over all parts, so these models then show the costs
    // of all parts, with percentages of all-parts figures, and the views say so.
    static bool showsPartSubset(const Session& session);
    static QString allPartsNotice();

protected:
    Session& session() const { return m_session; }
    // The profile the rows were made from: the Session may already hold a newer one while the
    // rows wait for their update, and function ids only mean something in their own profile.
    const Profile* contentProfile() const { return m_contentProfile.get(); }
    void setContentProfile(std::shared_ptr<const Profile> profile)
    {
        m_contentProfile = std::move(profile);
    }
    // The function listed: its all-parts inclusive cost (self plus the calls it makes) is what
    // "relative to active" percentages are taken of while a subset of parts is selected.
    void setListedFunction(FunctionId function);
    // Text and heat for a cost cell of a row with real costs `costs`; `max` per column.
    QVariant costData(std::span<const Cost> costs, int column, int role, bool annotation) const;
    // The costliest row value of the primary and secondary event, for the heat bars.
    void setHeatMaximum(Cost primary, Cost secondary);
    int eventOf(int column) const;
    QString formatCost(Cost value, int event) const;

    JumpLanes m_lanes;

private:
    Session& m_session;
    std::shared_ptr<const Profile> m_contentProfile;
    Cost m_maxPrimary = 0;
    Cost m_maxSecondary = 0;
    std::vector<Cost> m_listedInclusive; // real events, all parts
};

} // namespace tally
